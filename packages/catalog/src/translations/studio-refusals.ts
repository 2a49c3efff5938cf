/** Nested objects whose leaves are strings, with the English table's keys (see common.ts). */
type TableShape<T> = { readonly [K in keyof T]: T[K] extends string ? string : TableShape<T[K]> };

/**
 * The texts of refused edits in the design studio, one per refusal code (camel-cased: the code
 * `child-not-allowed` reads `childNotAllowed`): the model's op refusals and the studio's own.
 * `{{parent}}`, `{{child}}` and `{{element}}` are translated element labels.
 */
const en = {
  nodeNotFound: 'This element is no longer on the screen.',
  duplicateNodeId: "The id '{{id}}' is already used on this screen.",
  duplicateActionId: "The action id '{{id}}' is used twice.",
  childNotAllowed: '{{parent}} can not contain {{child}}.',
  unknownElementType: "Unknown element type '{{type}}'.",
  rootLocked: {
    move: "The screen's root element can not be moved.",
    remove: "The screen's root element can not be removed.",
    clone: "The screen's root element can not be duplicated.",
  },
  intoOwnDescendant: 'An element can not be moved into itself or one of its children.',
  invalidProp: 'The value of {{field}} is not valid.',
  invalidProps: '{{element}}: the value of {{field}} is not valid.',
  invalidStyle: 'The style {{name}} takes a text or a number.',
  invalidAction: 'The action at {{field}} is not valid.',
  unknownEvent: "{{element}} has no event '{{event}}'.",
  unknownProp: "{{element}} has no property '{{prop}}' to bind.",
  invalidBinding: 'The binding of {{prop}} is not a valid expression.',
  invalidClipboard: 'The clipboard does not hold elements.',
  actionIntoDataRepeater: 'You can not drag action into a data repeater',
  treeTooDeep: "A screen's elements can be nested at most {{max, number}} levels deep.",
  treeTooLarge: 'A screen can hold at most {{max, number}} elements.',
  valueTooDeep: "An element's props, style, bindings and events can be nested at most {{max, number}} levels deep.",
  clipboardEmpty: 'Nothing to paste: copy an element first.',
  screenNotLoaded: 'Open a screen first.',
  notAForm: 'Only a form can be detached from its data source.',
  targetMissing: 'Choose the element to replace.',
  screenLoading: 'This screen is still loading. Edit it once it has loaded.',
  screenOverLimit: 'This screen is past the screen limits: it opens read-only and takes no edits.',
} as const;

const tr: TableShape<typeof en> = {
  nodeNotFound: 'Bu öğe artık ekranda değil.',
  duplicateNodeId: "'{{id}}' kimliği bu ekranda zaten kullanılıyor.",
  duplicateActionId: "'{{id}}' eylem kimliği iki kez kullanılmış.",
  childNotAllowed: '{{parent}} öğesi {{child}} içeremez.',
  unknownElementType: "Bilinmeyen öğe türü: '{{type}}'.",
  rootLocked: {
    move: 'Ekranın kök öğesi taşınamaz.',
    remove: 'Ekranın kök öğesi silinemez.',
    clone: 'Ekranın kök öğesi çoğaltılamaz.',
  },
  intoOwnDescendant: 'Bir öğe kendi içine ya da alt öğelerinden birine taşınamaz.',
  invalidProp: '{{field}} değeri geçerli değil.',
  invalidProps: '{{element}}: {{field}} değeri geçerli değil.',
  invalidStyle: '{{name}} stili bir metin ya da sayı alır.',
  invalidAction: '{{field}} konumundaki eylem geçerli değil.',
  unknownEvent: "{{element}} öğesinin '{{event}}' olayı yok.",
  unknownProp: "{{element}} öğesinin bağlanacak '{{prop}}' özelliği yok.",
  invalidBinding: '{{prop}} bağlaması geçerli bir ifade değil.',
  invalidClipboard: 'Panoda öğe yok.',
  actionIntoDataRepeater: 'Veri tekrarlayıcıya eylem sürüklenemez',
  treeTooDeep: 'Bir ekranın öğeleri en fazla {{max, number}} düzey iç içe olabilir.',
  treeTooLarge: 'Bir ekran en fazla {{max, number}} öğe içerebilir.',
  valueTooDeep: 'Bir öğenin özellikleri, stili, bağlamaları ve olayları en fazla {{max, number}} düzey iç içe olabilir.',
  clipboardEmpty: 'Yapıştırılacak bir şey yok: önce bir öğe kopyalayın.',
  screenNotLoaded: 'Önce bir ekran açın.',
  notAForm: 'Yalnızca bir form veri kaynağından ayrılabilir.',
  targetMissing: 'Değiştirilecek öğeyi seçin.',
  screenLoading: 'Bu ekran hâlâ yükleniyor. Yüklendikten sonra düzenleyin.',
  screenOverLimit: 'Bu ekran ekran sınırlarını aşıyor: salt okunur açılır ve düzenlenemez.',
};

export const studioRefusals = { en, tr } as const;
