import type { ReactNode } from 'react';
import type { ElementProps } from '../element-component.ts';
import { NoticeBox } from './NoticeBox.tsx';

/** Stands for a node whose type no implementation knows: "Unknown element '<type>'". */
export function UnknownElement({ node }: ElementProps): ReactNode {
  return <NoticeBox node={node} message={`Unknown element '${node.type}'`} />;
}
