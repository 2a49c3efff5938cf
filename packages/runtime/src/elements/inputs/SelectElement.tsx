import { selectElement } from '@tessera/model/definition';
import { type ReactNode, useMemo, useState } from 'react';
import { StyleSheet, Text, TextInput, View } from 'react-native';
import { useRuntime } from '../../context/runtime-context.ts';
import { splitStyle, textStyleKeys } from '../../style/split-style.ts';
import { theme } from '../../style/theme.ts';
import { asText, useForm, useFormField, useFormSeed } from '../data/form-context.ts';
import type { ElementProps } from '../element-component.ts';
import { useElementProps } from '../resolve-props.ts';
import { LivePressable } from '../shared/LivePressable.tsx';
import { useSeededState } from '../shared/use-seeded-state.ts';
import { ChoiceMark } from './ChoiceMark.tsx';
import { FieldFrame } from './FieldFrame.tsx';
import { inputStyles, placeholderColor } from './input-styles.ts';
import { filterOptions, selectionSummary, toggleValue } from './select-logic.ts';
import { useFieldStyle } from './use-field-style.ts';
import { validOptions } from './valid-options.ts';

function seedSelection(value: string | null): string[] {
  return value === null ? [] : [value];
}

/**
 * `select`: a drop-down list, 120 px wide by default. Live, a press opens the options below it
 * (with a search box when `searchable`); choosing emits `onChange` with the value, or with the
 * array of values when `multiple` (the list then stays open and ticks each choice).
 */
export function SelectElement({ node, style }: ElementProps): ReactNode {
  const props = useElementProps(selectElement, node);
  const { mode, emit } = useRuntime();
  const seed = useFormSeed(props.name, typeof props.value === 'string' ? props.value : null, asText);
  const [selected, setSelected] = useSeededState(seed, useForm()?.resetKey, seedSelection);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const options = useMemo(() => validOptions(props.options), [props.options]);
  useFormField(props.name, props.multiple ? selected : (selected[0] ?? null));
  const { control, field } = useFieldStyle(style);
  const [captionStyle, triggerStyle] = useMemo(() => splitStyle(control, textStyleKeys), [control]);
  const summary = selectionSummary(options, selected, props.placeholder || 'Select…');

  const choose = (value: string): void => {
    if (props.multiple) {
      const next = toggleValue(selected, value);
      setSelected(next);
      emit(node.id, 'onChange', next);
      return;
    }
    setSelected([value]);
    setOpen(false);
    if (value !== selected[0]) emit(node.id, 'onChange', value);
  };

  return (
    <FieldFrame node={node} label={props.label} required={props.required} disabled={props.disabled} style={[styles.field, field]}>
      <LivePressable
        role="button"
        aria-expanded={open}
        aria-label={props.label || props.name || undefined}
        disabled={props.disabled}
        onPress={() => setOpen(!open)}
        style={[inputStyles.control, styles.trigger, triggerStyle]}
      >
        <Text numberOfLines={1} style={[styles.summary, selected.length === 0 && styles.placeholder, captionStyle]}>
          {summary}
        </Text>
        <Text style={styles.chevron}>{open ? '▴' : '▾'}</Text>
      </LivePressable>
      {open && mode === 'live' && (
        <View role="listbox" style={styles.list}>
          {props.searchable && (
            <TextInput value={query} onChangeText={setQuery} placeholder="Search" placeholderTextColor={placeholderColor} style={styles.search} />
          )}
          {filterOptions(options, query).map((option) => {
            const chosen = selected.includes(option.value);
            return (
              <LivePressable
                key={option.value}
                role="option"
                aria-selected={chosen}
                onPress={() => choose(option.value)}
                style={[styles.option, chosen && styles.chosen]}
              >
                {props.multiple && <ChoiceMark kind="checkbox" selected={chosen} />}
                <Text style={styles.optionText}>{option.label}</Text>
              </LivePressable>
            );
          })}
        </View>
      )}
    </FieldFrame>
  );
}

const styles = StyleSheet.create({
  field: { width: 120 },
  trigger: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between', gap: 8 },
  summary: { flexShrink: 1, color: theme.color.text, fontSize: theme.font.size },
  placeholder: { color: theme.color.placeholder },
  chevron: { color: theme.color.muted, fontSize: 12 },
  list: {
    borderWidth: 1,
    borderColor: theme.color.border,
    borderRadius: theme.radius,
    backgroundColor: theme.color.surface,
    paddingVertical: 4,
    boxShadow: '0 4px 8px -2px rgba(16, 24, 40, 0.1)',
  },
  search: {
    marginHorizontal: 4,
    marginBottom: 4,
    paddingHorizontal: 8,
    paddingVertical: 6,
    borderWidth: 1,
    borderColor: theme.color.border,
    borderRadius: 6,
    fontSize: theme.font.size,
    color: theme.color.text,
  },
  option: { flexDirection: 'row', alignItems: 'center', gap: 8, paddingHorizontal: 12, paddingVertical: 8 },
  chosen: { backgroundColor: theme.color.primarySoft },
  optionText: { color: theme.color.text, fontSize: theme.font.size },
});
