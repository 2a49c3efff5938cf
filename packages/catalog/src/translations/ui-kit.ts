/** Nested objects whose leaves are strings, with the English table's keys (see common.ts). */
type TableShape<T> = { readonly [K in keyof T]: T[K] extends string ? string : TableShape<T[K]> };

const en = {
  title: 'UI kit',
  description: 'The shared controls of the studio, in their states, sizes and variants.',
  navLabel: 'UI kit pages',
  overview: 'Overview',
  pages: {
    typography: { title: 'Typography', description: 'Headings, body text, muted text and code.' },
    buttons: { title: 'Buttons', description: 'Actions in four variants and three sizes, with icon buttons.' },
    inputs: { title: 'Inputs', description: 'Text, numbers, choices, colours, dates and times.' },
    badge: { title: 'Badge', description: 'Short status labels in several tones.' },
    checkbox: { title: 'Checkbox', description: 'A yes-or-no choice, or several choices from a list.' },
    radioGroup: { title: 'Radio group', description: 'Exactly one choice from a short list.' },
    switch: { title: 'Switch', description: 'A setting that takes effect at once.' },
    dropdownMenu: { title: 'Dropdown menu', description: 'A list of actions behind a button.' },
    tooltip: { title: 'Tooltip', description: 'A short hint on hover or focus, after a 300 ms delay.' },
    label: { title: 'Label', description: 'The name of a field, with required and optional marks.' },
    collapsePanel: { title: 'Collapse panel', description: 'A section that opens and closes.' },
    emptyState: { title: 'Empty state', description: 'What a list shows when it has nothing yet.' },
    infoBox: { title: 'Info box', description: 'Information, success, warning and error messages.' },
    tabs: { title: 'Tabs', description: 'Views of the same subject, one at a time.' },
    popover: { title: 'Popover', description: 'Rich content anchored to a control.' },
  },
} as const;

const tr: TableShape<typeof en> = {
  title: 'Arayüz kiti',
  description: 'Stüdyonun ortak kontrolleri; durumları, boyutları ve çeşitleriyle.',
  navLabel: 'Arayüz kiti sayfaları',
  overview: 'Genel bakış',
  pages: {
    typography: { title: 'Tipografi', description: 'Başlıklar, gövde metni, soluk metin ve kod.' },
    buttons: { title: 'Düğmeler', description: 'Dört çeşit ve üç boyutta eylemler, simge düğmeleriyle.' },
    inputs: { title: 'Giriş alanları', description: 'Metin, sayı, seçim, renk, tarih ve saat.' },
    badge: { title: 'Rozet', description: 'Farklı tonlarda kısa durum etiketleri.' },
    checkbox: { title: 'Onay kutusu', description: 'Evet-hayır seçimi ya da listeden birden çok seçim.' },
    radioGroup: { title: 'Seçenek grubu', description: 'Kısa bir listeden tam olarak bir seçim.' },
    switch: { title: 'Anahtar', description: 'Hemen etkili olan bir ayar.' },
    dropdownMenu: { title: 'Açılır menü', description: 'Bir düğmenin arkasındaki eylem listesi.' },
    tooltip: { title: 'İpucu', description: 'Üzerine gelince ya da odaklanınca 300 ms sonra çıkan kısa ipucu.' },
    label: { title: 'Etiket', description: 'Zorunlu ve isteğe bağlı işaretleriyle bir alanın adı.' },
    collapsePanel: { title: 'Daraltılabilir panel', description: 'Açılıp kapanan bir bölüm.' },
    emptyState: { title: 'Boş durum', description: 'Bir listenin henüz içeriği yokken gösterdiği.' },
    infoBox: { title: 'Bilgi kutusu', description: 'Bilgi, başarı, uyarı ve hata mesajları.' },
    tabs: { title: 'Sekmeler', description: 'Aynı konunun görünümleri, her seferinde biri.' },
    popover: { title: 'Açılır kutu', description: 'Bir kontrole bağlı zengin içerik.' },
  },
};

/** The texts of the studio's UI kit pages (`/{domainName}/ui-kit/...`), read as `uiKit.<key>`. */
export const uiKit = { en, tr };
