import type { Branding } from '@tessera/model';

/** One line of a feature panel. */
export interface Feature {
  icon: 'drag' | 'bolt' | 'database' | 'rocket' | 'flow' | 'code' | 'box';
  title: string;
  text: string;
}

/** The copy of each branding (spec §1): the main one, and the two white-label wordings. */
export interface BrandCopy {
  headline: string;
  lead: string;
  loginFeatures: Feature[];
  signUpFeatures: Feature[];
  /** Terms checkbox on sign-up and the Privacy/Terms footer links. */
  legalLinks: boolean;
}

/** Sign-up lists exactly these four features in every branding (spec §2). */
const signUpFeatures: Feature[] = [
  { icon: 'drag', title: 'Drag-and-drop elements', text: 'Compose screens from ready-made elements on a live canvas.' },
  { icon: 'bolt', title: 'Add actions', text: 'Define what each element does: navigate, save, call an API, run a workflow.' },
  { icon: 'database', title: 'Connect to database', text: 'Use the managed database or your own SQL database.' },
  { icon: 'rocket', title: 'Publish or build mobile and web apps', text: 'Go live on the web or build native iOS and Android apps.' },
];

const main: BrandCopy = {
  headline: 'Build web and native mobile apps, visually.',
  lead: 'Design screens, wire up actions and data, and ship to the web, iOS and Android from one workspace.',
  loginFeatures: [
    { icon: 'drag', title: 'Drag-and-drop screen design', text: 'Build responsive screens for web and mobile from one element set.' },
    { icon: 'bolt', title: 'Actions and workflows', text: 'Give elements behaviour and automate processes with workflows and scheduled jobs.' },
    { icon: 'database', title: 'Managed or existing SQL database', text: 'Start with a managed database or connect the one you already run.' },
    { icon: 'code', title: 'API builder, reports and source export', text: 'Expose APIs, design reports and PDFs, and export the source code.' },
  ],
  signUpFeatures,
  legalLinks: true,
};

const whiteLabelFeatures = (databases: string): Feature[] => [
  { icon: 'drag', title: 'Visual screen design', text: 'Build web and mobile screens by dragging elements onto a canvas.' },
  { icon: 'database', title: `Runs on your ${databases} database`, text: 'Connect the database you already operate; your data stays where it is.' },
  { icon: 'code', title: 'Source-code export', text: 'Export the full source code of every app you build.' },
  { icon: 'box', title: 'Docker packaging', text: 'Ship each app as a Docker image to run on your own infrastructure.' },
];

const whiteLabel: BrandCopy = {
  headline: 'Build web and mobile apps on your own database.',
  lead: 'Design applications visually on top of your Postgresql, MSSQL or Oracle databases, export the source code and package it with Docker.',
  loginFeatures: whiteLabelFeatures('Postgresql, MSSQL or Oracle'),
  signUpFeatures,
  legalLinks: false,
};

const whiteLabelMssql: BrandCopy = {
  headline: 'Build web and mobile apps on your own database.',
  lead: 'Design applications visually on top of your MSSQL databases.',
  loginFeatures: [
    { icon: 'drag', title: 'Visual screen design', text: 'Build web and mobile screens by dragging elements onto a canvas.' },
    { icon: 'database', title: 'Runs on your MSSQL database', text: 'Connect the MSSQL database you already operate; your data stays where it is.' },
    { icon: 'bolt', title: 'Actions and workflows', text: 'Give elements behaviour and automate your processes.' },
    { icon: 'rocket', title: 'Publish to web and mobile', text: 'Deliver the same app to browsers and phones.' },
  ],
  signUpFeatures,
  legalLinks: false,
};

/** The copy of a branding. */
export function brandCopy(branding: Branding): BrandCopy {
  switch (branding) {
    case 'main':
      return main;
    case 'whitelabel':
      return whiteLabel;
    case 'whitelabel-mssql':
      return whiteLabelMssql;
    default: {
      const unknown: never = branding;
      throw new Error(`Unknown branding ${String(unknown)}`);
    }
  }
}
