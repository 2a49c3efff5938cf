import {
  AppWindow,
  Box,
  CalendarClock,
  ChevronsUpDown,
  CircleDot,
  ClipboardList,
  Columns3,
  Hash,
  Heading1,
  Image,
  Link,
  type LucideIcon,
  Minus,
  PanelTop,
  MoveVertical,
  RectangleHorizontal,
  Repeat,
  Rows3,
  Square,
  SquareCheck,
  SquareDashed,
  Star,
  Table,
  TextCursorInput,
  TextAlignStart,
  ToggleRight,
  Type,
  Video,
} from 'lucide-react';

const iconByType: Readonly<Record<string, LucideIcon>> = {
  container: SquareDashed,
  row: Columns3,
  column: Rows3,
  card: Box,
  tabs: AppWindow,
  modal: PanelTop,
  divider: Minus,
  spacer: MoveVertical,
  label: Type,
  heading: Heading1,
  link: Link,
  textInput: TextCursorInput,
  numberInput: Hash,
  textArea: TextAlignStart,
  checkbox: SquareCheck,
  switch: ToggleRight,
  radioGroup: CircleDot,
  select: ChevronsUpDown,
  dateTimePicker: CalendarClock,
  image: Image,
  icon: Star,
  video: Video,
  dataRepeater: Repeat,
  table: Table,
  form: ClipboardList,
  button: RectangleHorizontal,
};

/** The lucide icon the palette, the layers tree and the properties panel show for an element type. */
export function elementIcon(type: string): LucideIcon {
  return iconByType[type] ?? Square;
}

/** Whether an element type has its own icon (a declaration without one gets a plain square). */
export function hasElementIcon(type: string): boolean {
  return type in iconByType;
}
