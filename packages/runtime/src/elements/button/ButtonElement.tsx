import { buttonElement } from '@tessera/model/definition';
import { type ReactNode, useMemo } from 'react';
import { useRuntime } from '../../context/runtime-context.ts';
import { splitStyle, textStyleKeys } from '../../style/split-style.ts';
import { useForm } from '../data/form-context.ts';
import type { ElementProps } from '../element-component.ts';
import { useElementProps } from '../resolve-props.ts';
import { useNodeDataSet } from '../shared/use-node-data-set.ts';
import { ButtonView } from './ButtonView.tsx';

/**
 * `button`: `text` in the `variant`'s look, with an optional Material `icon`. Live, a press emits
 * `onClick`; inside a form, a `submit` button also submits the form and a `reset` one resets it.
 * The button is the element's host: the node's style applies to it, except the text styles
 * (color, fontSize, fontWeight, textAlign), which go to the caption.
 */
export function ButtonElement({ node, style }: ElementProps): ReactNode {
  const props = useElementProps<typeof buttonElement, 'icon'>(buttonElement, node);
  const { emit } = useRuntime();
  const form = useForm();
  const [textStyle, boxStyle] = useMemo(() => splitStyle(style, textStyleKeys), [style]);

  const press = (): void => {
    emit(node.id, 'onClick');
    if (props.buttonType === 'submit') form?.submit();
    else if (props.buttonType === 'reset') form?.reset();
  };

  return (
    <ButtonView
      dataSet={useNodeDataSet(node)}
      text={props.text}
      variant={props.variant}
      disabled={props.disabled}
      icon={props.icon}
      onPress={press}
      style={boxStyle}
      textStyle={textStyle}
    />
  );
}
