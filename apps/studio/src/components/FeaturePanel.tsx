import type { Branding } from '@tessera/model';
import type { Feature } from '../config/branding.ts';
import { BoltIcon, BoxIcon, CodeIcon, DatabaseIcon, DragIcon, FlowIcon, RocketIcon } from './icons.tsx';
import { Logo } from './Logo.tsx';

const featureIcons = {
  drag: DragIcon,
  bolt: BoltIcon,
  database: DatabaseIcon,
  rocket: RocketIcon,
  flow: FlowIcon,
  code: CodeIcon,
  box: BoxIcon,
} as const;

/** The left column of the auth layout: headline and the product features. */
export function FeaturePanel({
  branding,
  productName,
  headline,
  lead,
  features,
}: {
  branding: Branding;
  productName: string;
  headline: string;
  lead: string;
  features: Feature[];
}) {
  const isMain = branding === 'main';
  return (
    <aside
      aria-label="Product features"
      className={`relative hidden overflow-hidden lg:flex lg:w-[44%] lg:max-w-[640px] lg:flex-col lg:justify-between lg:p-12 xl:p-16 ${
        isMain ? 'bg-slate-950' : 'bg-slate-900'
      }`}
    >
      {isMain && (
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(60rem_40rem_at_-10%_-10%,rgba(99,102,241,0.35),transparent_60%),radial-gradient(40rem_30rem_at_110%_110%,rgba(14,165,233,0.18),transparent_60%)]"
        />
      )}
      <div className="relative">
        <Logo branding={branding} productName={productName} tone="light" />
      </div>
      <div className="relative flex flex-col gap-10">
        <div className="flex flex-col gap-4">
          <p className="text-3xl font-semibold leading-tight tracking-tight text-white xl:text-4xl">{headline}</p>
          <p className="max-w-md text-base leading-relaxed text-slate-300">{lead}</p>
        </div>
        <ul className="flex flex-col gap-5" data-testid="feature-list">
          {features.map((feature) => {
            const Icon = featureIcons[feature.icon];
            return (
              <li key={feature.title} className="flex gap-4">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-white/10 text-indigo-200 ring-1 ring-white/15">
                  <Icon />
                </span>
                <span className="flex flex-col gap-0.5">
                  <span className="text-sm font-semibold text-white">{feature.title}</span>
                  <span className="text-sm leading-relaxed text-slate-400">{feature.text}</span>
                </span>
              </li>
            );
          })}
        </ul>
      </div>
      <p className="relative text-xs text-slate-500">
        {isMain ? 'Design, connect, publish: one workspace for your whole team.' : 'Your applications, your database, your infrastructure.'}
      </p>
    </aside>
  );
}
