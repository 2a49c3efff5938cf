import type { ElementNode } from '@tessera/model/definition';
import type { ReactNode } from 'react';
import { type StyleProp, Text, type ViewStyle } from 'react-native';
import { ElementHost } from '../shared/ElementHost.tsx';
import { FieldError } from './FieldError.tsx';
import { inputStyles } from './input-styles.ts';

/** Props of `FieldFrame`. */
export interface FieldFrameProps {
  node: ElementNode;
  /** The caption over the control; none when empty. */
  label: string;
  required: boolean;
  disabled: boolean;
  style: StyleProp<ViewStyle>;
  children: ReactNode;
}

/**
 * The host of an input element: its caption (with a red `*` when required) over its control, and
 * under it the problem its form reports for its `name` (a required field left empty, the data
 * API's refusal of its column).
 */
export function FieldFrame({ node, label, required, disabled, style, children }: FieldFrameProps): ReactNode {
  return (
    <ElementHost node={node} leaf style={[inputStyles.frame, disabled && inputStyles.disabled, style]}>
      {label !== '' && (
        <Text style={inputStyles.caption}>
          {label}
          {required && <Text style={inputStyles.required}> *</Text>}
        </Text>
      )}
      {children}
      <FieldError name={typeof node.props.name === 'string' ? node.props.name : ''} />
    </ElementHost>
  );
}
