/**
 * Asset types of spec §3: what a plan's quantity of an asset counts.
 * 1 a countable resource (developers, screens...), 2 a feature (on when the quantity is not 0),
 * 3 disk capacity in megabytes.
 */
export const assetTypes = { countable: 1, feature: 2, diskCapacity: 3 } as const;
export type AssetType = (typeof assetTypes)[keyof typeof assetTypes];

/** An asset a plan grants (spec §3: assetId, assetName, assetType, assetDescription). */
export interface Asset {
  assetId: number;
  /** Stable key the server's allowance checks use. */
  key: AssetKey;
  assetName: string;
  assetType: AssetType;
  assetDescription: string;
  /** How a quantity reads: [one, other], e.g. ['developer', 'developers']. */
  unit: readonly [string, string];
}

export type AssetKey =
  | 'company'
  | 'workspace'
  | 'mobileApp'
  | 'developer'
  | 'endUser'
  | 'screen'
  | 'action'
  | 'diskCapacity'
  | 'ticketPerMonth'
  | 'androidIos'
  | 'customServerCode'
  | 'apiConnection'
  | 'sso'
  | 'onPremise'
  | 'privateCloud'
  | 'codeExport'
  | 'technicalAccountManager'
  | 'workflow'
  | 'scheduledJobs';

/** Every asset of the plans table (spec §9), in display order. */
export const assets: readonly Asset[] = [
  { assetId: 1, key: 'company', assetName: 'Company', assetType: 1, assetDescription: 'Companies the subscription covers', unit: ['company', 'companies'] },
  { assetId: 2, key: 'workspace', assetName: 'Workspace', assetType: 1, assetDescription: 'Workspaces of the company', unit: ['workspace', 'workspaces'] },
  { assetId: 3, key: 'mobileApp', assetName: 'Mobile App', assetType: 1, assetDescription: 'Projects that target Android or iOS', unit: ['mobile app', 'mobile apps'] },
  { assetId: 4, key: 'developer', assetName: 'Developer', assetType: 1, assetDescription: 'Members who build apps in the workspace', unit: ['developer', 'developers'] },
  { assetId: 5, key: 'endUser', assetName: 'End User', assetType: 1, assetDescription: 'Members who use the published apps', unit: ['end user', 'end users'] },
  { assetId: 6, key: 'screen', assetName: 'Screen', assetType: 1, assetDescription: 'Screens across the workspace’s projects', unit: ['screen', 'screens'] },
  { assetId: 7, key: 'action', assetName: 'Action', assetType: 1, assetDescription: 'Actions attached to elements', unit: ['action', 'actions'] },
  { assetId: 8, key: 'diskCapacity', assetName: 'Disk Capacity', assetType: 3, assetDescription: 'Storage for files and data, in MB', unit: ['MB of disk', 'MB of disk'] },
  { assetId: 9, key: 'ticketPerMonth', assetName: 'Tickets / Month', assetType: 1, assetDescription: 'Support tickets a month', unit: ['ticket a month', 'tickets a month'] },
  { assetId: 10, key: 'androidIos', assetName: 'Android / iOS', assetType: 2, assetDescription: 'Native Android and iOS export', unit: ['Android / iOS', 'Android / iOS'] },
  { assetId: 11, key: 'customServerCode', assetName: 'C#', assetType: 2, assetDescription: 'Custom server code', unit: ['C#', 'C#'] },
  { assetId: 12, key: 'apiConnection', assetName: 'API Connection', assetType: 1, assetDescription: 'API builder connections', unit: ['API connection', 'API connections'] },
  { assetId: 13, key: 'sso', assetName: 'SSO', assetType: 2, assetDescription: 'Single sign-on', unit: ['SSO', 'SSO'] },
  { assetId: 14, key: 'onPremise', assetName: 'On-Premise', assetType: 2, assetDescription: 'Run on your own servers', unit: ['On-Premise', 'On-Premise'] },
  { assetId: 15, key: 'privateCloud', assetName: 'Private Cloud', assetType: 2, assetDescription: 'A dedicated cloud installation', unit: ['Private Cloud', 'Private Cloud'] },
  { assetId: 16, key: 'codeExport', assetName: 'Code Export', assetType: 2, assetDescription: 'Export the source code', unit: ['Code Export', 'Code Export'] },
  { assetId: 17, key: 'technicalAccountManager', assetName: 'Technical Account Manager', assetType: 2, assetDescription: 'A named technical contact', unit: ['Technical Account Manager', 'Technical Account Manager'] },
  { assetId: 18, key: 'workflow', assetName: 'Workflow', assetType: 2, assetDescription: 'Workflow designer (domain access)', unit: ['Workflow', 'Workflow'] },
  { assetId: 19, key: 'scheduledJobs', assetName: 'Scheduled Jobs', assetType: 2, assetDescription: 'Scheduled jobs (domain access)', unit: ['Scheduled Jobs', 'Scheduled Jobs'] },
];

/** Looks an asset up by its key. */
export function assetByKey(key: AssetKey): Asset {
  const asset = assets.find((a) => a.key === key);
  if (!asset) throw new Error(`Unknown asset ${key}`);
  return asset;
}
