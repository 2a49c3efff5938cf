import { REST_PREVIEW_BODY_BYTES, type RestRunResult } from '@tessera/model/connectors';
import { useT } from '../../../i18n/index.ts';
import { Badge, CollapsePanel, InfoBox } from '../../../ui/index.ts';
import { bodyText, formatDuration, formatSize, statusLabel, statusTone } from './run-result.ts';

/**
 * What a Send answered: the status in its colour, the time, the size, the headers (folded) and
 * the body (JSON pretty-printed), with a note when only its start is shown; or, when no response
 * came, why, in the server's words.
 */
export function RunResultView({ result }: { result: RestRunResult }) {
  const t = useT();
  if (result.outcome === 'failure') {
    return (
      <InfoBox tone="error" title={t(`restRequests.send.failures.${result.failure}`)} testId="rest-run-failure">
        <span className="break-words">{result.message}</span>
        <span className="mt-1 block font-mono text-xs break-all text-slate-600">{`${result.request.method} ${result.request.url} · ${formatDuration(result.durationMs)}`}</span>
      </InfoBox>
    );
  }
  return (
    <section aria-label={t('restRequests.send.response')} data-testid="rest-run-response" className="flex flex-col gap-3">
      <dl className="flex flex-wrap items-center gap-x-5 gap-y-1 text-sm">
        <div className="flex items-center gap-2">
          <dt className="text-slate-500">{t('restRequests.send.status')}</dt>
          <dd data-testid="rest-run-status">
            <Badge tone={statusTone(result.status)} dot>
              {statusLabel(result.status, result.statusText)}
            </Badge>
          </dd>
        </div>
        <div className="flex items-center gap-2">
          <dt className="text-slate-500">{t('restRequests.send.time')}</dt>
          <dd className="tabular-nums">{formatDuration(result.durationMs)}</dd>
        </div>
        <div className="flex items-center gap-2">
          <dt className="text-slate-500">{t('restRequests.send.size')}</dt>
          <dd className="tabular-nums">{formatSize(result.sizeBytes)}</dd>
        </div>
      </dl>
      <p className="font-mono text-xs break-all text-slate-500">{`${result.request.method} ${result.request.url}`}</p>
      <CollapsePanel title={t('restRequests.send.headers', { count: result.headers.length })}>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 px-4 pb-3 font-mono text-xs">
          {result.headers.map(([name, value], index) => (
            <div key={`${name}-${index}`} className="contents">
              <dt className="text-slate-500">{name}</dt>
              <dd className="break-all text-slate-800">{value}</dd>
            </div>
          ))}
        </dl>
      </CollapsePanel>
      {result.truncated && (
        <InfoBox tone="warning">{t('restRequests.send.truncated', { shown: formatSize(REST_PREVIEW_BODY_BYTES), size: formatSize(result.sizeBytes) })}</InfoBox>
      )}
      {result.body.kind === 'empty' ? (
        <p className="text-sm text-slate-500">{t('restRequests.send.emptyBody')}</p>
      ) : (
        <pre
          aria-label={t('restRequests.send.body')}
          data-testid="rest-run-body"
          tabIndex={0}
          className="max-h-96 overflow-auto rounded-lg border border-slate-200 bg-slate-50 p-3 font-mono text-xs whitespace-pre-wrap text-slate-800 focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          {bodyText(result.body)}
        </pre>
      )}
    </section>
  );
}
