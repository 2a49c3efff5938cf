/**
 * A project's end users (`/{domainName}/projects/{projectId}/end-users`): the people who sign in to
 * its app, per environment, with their roles and whether they are disabled.
 */
const en = {
  title: 'End users of {{name}}',
  description: 'People who signed up to this app. Access rules use their roles; a disabled end user can no longer sign in.',
  environment: 'Environment',
  environments: {
    live: 'Live app',
    draft: 'Run preview',
  },
  search: 'Search end users',
  searchPlaceholder: 'Search by email',
  emptyTitle: 'No end users yet',
  emptyText: {
    live: 'When people sign up to the published app, they appear here. Each one takes an End User of the workspace’s plan.',
    draft: 'Test accounts made in the studio’s Run preview appear here. They do not count against the plan.',
  },
  noMatchTitle: 'No end user matches',
  noMatchText: 'No email contains “{{search}}”.',
  columns: {
    email: 'Email',
    roles: 'Roles',
    status: 'Status',
    lastSignIn: 'Last sign-in',
    actions: 'Actions',
  },
  noRoles: 'No roles',
  never: 'Never',
  status: {
    active: 'Active',
    unverified: 'Email not confirmed',
    disabled: 'Disabled',
  },
  actions: {
    editRoles: 'Roles',
    editRolesOf: 'Edit the roles of {{email}}',
    disable: 'Disable',
    disableOf: 'Disable {{email}}',
    enable: 'Enable',
    enableOf: 'Enable {{email}}',
    deleteOf: 'Delete {{email}}',
  },
  deleteDialog: {
    title: 'Delete {{email}}?',
    text: 'The account, its sessions and codes go at once; on the live app its End User of the plan is free again. Rows it owns in the app’s tables stay.',
  },
  roles: {
    title: 'Roles of {{email}}',
    description: 'Access rules that name a role let in the end users who hold it. A change applies at their next token refresh.',
    field: 'Roles',
    placeholder: 'e.g. manager, staff',
  },
  toasts: {
    rolesSaved: 'Roles of {{email}} saved.',
    disabled: '{{email}} is disabled and signed out.',
    enabled: '{{email}} can sign in again.',
    deleted: '{{email}} is deleted.',
  },
  range: '{{from}}–{{to}} of {{total}}',
  previous: 'Previous',
  next: 'Next',
  openEndUsers: 'End users',
};

type TableShape<T> = { readonly [K in keyof T]: T[K] extends string ? string : TableShape<T[K]> };

const tr: TableShape<typeof en> = {
  title: '{{name}} son kullanıcıları',
  description: 'Bu uygulamaya kaydolan kişiler. Erişim kuralları rollerini kullanır; devre dışı bırakılan son kullanıcı artık oturum açamaz.',
  environment: 'Ortam',
  environments: {
    live: 'Canlı uygulama',
    draft: 'Çalıştırma önizlemesi',
  },
  search: 'Son kullanıcılarda ara',
  searchPlaceholder: 'E-postaya göre ara',
  emptyTitle: 'Henüz son kullanıcı yok',
  emptyText: {
    live: 'Yayımlanan uygulamaya kaydolan kişiler burada görünür. Her biri çalışma alanı planından bir Son Kullanıcı hakkı kullanır.',
    draft: 'Stüdyonun Çalıştırma önizlemesinde açılan test hesapları burada görünür. Plan hakkından düşmezler.',
  },
  noMatchTitle: 'Eşleşen son kullanıcı yok',
  noMatchText: '“{{search}}” içeren e-posta yok.',
  columns: {
    email: 'E-posta',
    roles: 'Roller',
    status: 'Durum',
    lastSignIn: 'Son oturum açma',
    actions: 'İşlemler',
  },
  noRoles: 'Rol yok',
  never: 'Hiç',
  status: {
    active: 'Etkin',
    unverified: 'E-posta doğrulanmadı',
    disabled: 'Devre dışı',
  },
  actions: {
    editRoles: 'Roller',
    editRolesOf: '{{email}} rollerini düzenle',
    disable: 'Devre dışı bırak',
    disableOf: '{{email}} hesabını devre dışı bırak',
    enable: 'Etkinleştir',
    enableOf: '{{email}} hesabını etkinleştir',
    deleteOf: '{{email}} hesabını sil',
  },
  deleteDialog: {
    title: '{{email}} silinsin mi?',
    text: 'Hesap, oturumları ve kodları hemen silinir; canlı uygulamada planın Son Kullanıcı hakkı yeniden boşalır. Uygulama tablolarında sahip olduğu satırlar kalır.',
  },
  roles: {
    title: '{{email}} rolleri',
    description: 'Bir rolü adlandıran erişim kuralları o role sahip son kullanıcıları içeri alır. Değişiklik bir sonraki belirteç yenilemesinde geçerli olur.',
    field: 'Roller',
    placeholder: 'ör. yönetici, personel',
  },
  toasts: {
    rolesSaved: '{{email}} rolleri kaydedildi.',
    disabled: '{{email}} devre dışı bırakıldı ve oturumu kapatıldı.',
    enabled: '{{email}} yeniden oturum açabilir.',
    deleted: '{{email}} silindi.',
  },
  range: '{{from}}–{{to}} / {{total}}',
  previous: 'Önceki',
  next: 'Sonraki',
  openEndUsers: 'Son kullanıcılar',
};

export const endUsers = { en, tr } as const;
