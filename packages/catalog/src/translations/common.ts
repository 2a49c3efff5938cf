/**
 * The recursive shape of a translation table: nested objects whose leaves are strings. The
 * Turkish table is typed with the English table's shape, so a missing or extra key fails the
 * type check (and the catalog's key-parity test).
 */
type TableShape<T> = { readonly [K in keyof T]: T[K] extends string ? string : TableShape<T[K]> };

const en = {
  cancel: 'Cancel',
  save: 'Save',
  add: 'Add',
  close: 'Close',
  confirm: 'Confirm',
  delete: 'Delete',
  edit: 'Edit',
  yes: 'Yes',
  no: 'No',
  ok: 'OK',
  back: 'Back',
  next: 'Next',
  previous: 'Previous',
  retry: 'Try again',
  clear: 'Clear',
  apply: 'Apply',
  loading: 'Loading…',
  search: 'Search',
  searchPlaceholder: 'Search…',
  select: 'Select…',
  noResults: 'No results',
  noOptions: 'No options',
  required: 'Required',
  optional: 'Optional',
  more: 'More',
  moreActions: 'More actions',
  language: 'Language',
  languages: {
    en: 'English',
    tr: 'Türkçe',
  },
  modal: {
    enterFullScreen: 'Full screen',
    exitFullScreen: 'Exit full screen',
  },
  confirmDialog: {
    deleteTitle: 'Delete {{name}}?',
    deleteText: 'This cannot be undone.',
    typeToConfirm: 'Type {{name}} to confirm',
    confirmationLabel: 'Name of the item to delete',
    mismatch: 'The name does not match.',
  },
  numberInput: {
    increment: 'Increase',
    decrement: 'Decrease',
  },
  colorPicker: {
    pickColor: 'Pick a colour',
    presets: 'Preset colours',
    hex: 'Hex',
    preset: 'Colour {{color}}',
  },
  dateTimePicker: {
    pickDate: 'Pick a date',
    pickDateTime: 'Pick a date and time',
    pickTime: 'Pick a time',
    time: 'Time',
    hours: 'Hours',
    minutes: 'Minutes',
    seconds: 'Seconds',
    today: 'Today',
    now: 'Now',
    calendar: 'Calendar',
  },
  collapse: {
    expand: 'Expand',
    collapse: 'Collapse',
  },
  toast: {
    dismiss: 'Dismiss',
    notifications: 'Notifications',
  },
} as const;

const tr: TableShape<typeof en> = {
  cancel: 'İptal',
  save: 'Kaydet',
  add: 'Ekle',
  close: 'Kapat',
  confirm: 'Onayla',
  delete: 'Sil',
  edit: 'Düzenle',
  yes: 'Evet',
  no: 'Hayır',
  ok: 'Tamam',
  back: 'Geri',
  next: 'İleri',
  previous: 'Önceki',
  retry: 'Tekrar dene',
  clear: 'Temizle',
  apply: 'Uygula',
  loading: 'Yükleniyor…',
  search: 'Ara',
  searchPlaceholder: 'Ara…',
  select: 'Seçin…',
  noResults: 'Sonuç yok',
  noOptions: 'Seçenek yok',
  required: 'Zorunlu',
  optional: 'İsteğe bağlı',
  more: 'Daha fazla',
  moreActions: 'Diğer işlemler',
  language: 'Dil',
  languages: {
    en: 'English',
    tr: 'Türkçe',
  },
  modal: {
    enterFullScreen: 'Tam ekran',
    exitFullScreen: 'Tam ekrandan çık',
  },
  confirmDialog: {
    deleteTitle: '{{name}} silinsin mi?',
    deleteText: 'Bu işlem geri alınamaz.',
    typeToConfirm: 'Onaylamak için {{name}} yazın',
    confirmationLabel: 'Silinecek öğenin adı',
    mismatch: 'Ad eşleşmiyor.',
  },
  numberInput: {
    increment: 'Artır',
    decrement: 'Azalt',
  },
  colorPicker: {
    pickColor: 'Renk seçin',
    presets: 'Hazır renkler',
    hex: 'Hex',
    preset: 'Renk {{color}}',
  },
  dateTimePicker: {
    pickDate: 'Tarih seçin',
    pickDateTime: 'Tarih ve saat seçin',
    pickTime: 'Saat seçin',
    time: 'Saat',
    hours: 'Saat',
    minutes: 'Dakika',
    seconds: 'Saniye',
    today: 'Bugün',
    now: 'Şimdi',
    calendar: 'Takvim',
  },
  collapse: {
    expand: 'Genişlet',
    collapse: 'Daralt',
  },
  toast: {
    dismiss: 'Kapat',
    notifications: 'Bildirimler',
  },
};

/**
 * Words shared by every screen (spec §9: Cancel, Save and Add in English and Turkish) and the
 * texts of the studio's UI kit controls. Keys are read as `common.<key>`, e.g. `common.cancel`.
 */
export const common = { en, tr };
