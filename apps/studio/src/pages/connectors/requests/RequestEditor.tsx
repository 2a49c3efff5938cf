import { useQueryClient } from '@tanstack/react-query';
import type { RestRequest } from '@tessera/model/connectors';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, errorMessage } from '../../../api/api-error.ts';
import { api } from '../../../api/client.ts';
import { restRequestsApi, restRequestsKeys } from '../../../api/rest-requests-api.ts';
import { useT } from '../../../i18n/index.ts';
import { Button, ConfirmDialog, InfoBox, toast } from '../../../ui/index.ts';
import { useDomainName, useWorkspaceDetail } from '../../../workspace/use-workspace-detail.ts';
import { errorsOfMessage, type FieldErrors } from '../connector-form.ts';
import { DiscardChangesDialog } from './DiscardChangesDialog.tsx';
import { initialValues } from './parameter-values.ts';
import { requestHref, requestsHref } from './request-paths.ts';
import { RequestFields } from './RequestFields.tsx';
import { checkForm, definitionOf, emptyRequestForm, formOfRequest, placeErrors, type RequestForm, sameDefinition } from './request-form.ts';
import { SendPanel } from './SendPanel.tsx';
import type { RestConnector } from './use-rest-connector.ts';
import { useRequestSend } from './use-request-send.ts';
import { useUnsavedGuard } from './use-unsaved-guard.ts';

/**
 * The editor of one request (or a new one) beside its "Try it". The shared schema, the body's
 * JSON and the placeholders are checked before saving or sending; the server's 400 lands on the
 * field it names, a taken name on the name, anything else at the top. Enter in a field saves,
 * Ctrl+Enter sends; leaving with changes not saved (Cancel or any link) asks first; Delete asks as
 * every delete does.
 */
export function RequestEditor({ connector, request }: { connector: RestConnector; request: RestRequest | null }) {
  const t = useT();
  const domainName = useDomainName();
  const detail = useWorkspaceDetail();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [saved, setSaved] = useState<RequestForm>(() => (request ? formOfRequest(request) : emptyRequestForm()));
  const [form, setForm] = useState<RequestForm>(saved);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [askingDelete, setAskingDelete] = useState(false);
  const [focusTick, setFocusTick] = useState(0);
  const sender = useRequestSend(connector.id, saved);
  const listHref = requestsHref(domainName, connector.id);
  const guard = useUnsavedGuard(!sameDefinition(form, saved));

  // After a refused save or send, the first field showing an error takes the focus.
  useEffect(() => {
    if (focusTick > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusTick]);

  function update(next: RequestForm, ...stale: string[]) {
    setForm(next);
    if (stale.length > 0) {
      setErrors((current) => {
        const kept = { ...current };
        for (const path of stale) delete kept[path];
        return kept;
      });
    }
  }

  function showErrors(found: FieldErrors) {
    const placed = placeErrors(found);
    setErrors(placed.fields);
    setRefusal(placed.other);
    setFocusTick((tick) => tick + 1);
  }

  const check = () => checkForm(form, (line, column) => t('restRequests.editor.bodyNotJson', { line, column }));

  async function save() {
    if (busy) return;
    setRefusal(null);
    const found = check();
    if (Object.keys(found).length > 0) return showErrors(found);
    setBusy(true);
    try {
      const body = definitionOf(form);
      const answer = request ? await restRequestsApi.update(api, connector.id, request.id, body) : await restRequestsApi.create(api, connector.id, body);
      toast.success(t(request ? 'restRequests.editor.saved' : 'restRequests.editor.created', { name: answer.name }));
      queryClient.setQueryData(restRequestsKeys.one(domainName, connector.id, answer.id), answer);
      void queryClient.invalidateQueries({ queryKey: restRequestsKeys.list(domainName, connector.id) });
      setSaved(form);
      if (!request) {
        guard.release();
        void navigate(requestHref(domainName, connector.id, answer.id), { replace: true });
      }
    } catch (error) {
      if (!(error instanceof ApiError)) setRefusal(errorMessage(error));
      else if (error.code === 'conflict') showErrors({ name: error.message });
      else if (error.code === 'validation_failed') showErrors(errorsOfMessage(error.message));
      else if (!error.isSessionEnd) setRefusal(error.message);
    } finally {
      setBusy(false);
    }
  }

  function send() {
    const found = check();
    if (Object.keys(found).length > 0) {
      showErrors(found);
      sender.refuse(t('restRequests.send.fixFirst'));
      return;
    }
    void sender.send(form, showErrors);
  }

  async function remove() {
    if (!request) return;
    try {
      await restRequestsApi.remove(api, connector.id, request.id);
      toast.success(t('restRequests.editor.deleted', { name: request.name }));
      await queryClient.invalidateQueries({ queryKey: restRequestsKeys.list(domainName, connector.id) });
      guard.release();
      void navigate(listHref);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  const title = request ? t('restRequests.editor.editTitle', { name: request.name }) : t('restRequests.editor.newTitle');
  return (
    <div
      className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]"
      onKeyDown={(event) => {
        if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
          event.preventDefault();
          send();
        }
      }}
    >
      <form
        id={formId}
        ref={formRef}
        noValidate
        aria-label={title}
        className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        {refusal && <InfoBox tone="error">{refusal}</InfoBox>}
        <RequestFields form={form} errors={errors} baseUrl={connector.settings.baseUrl} update={update} />
        <div className="flex flex-wrap items-center justify-end gap-2 border-t border-slate-100 pt-4">
          {request && (
            <Button variant="danger" className="mr-auto" disabled={busy} onClick={() => setAskingDelete(true)}>
              {t('restRequests.editor.delete')}
            </Button>
          )}
          <Button variant="secondary" disabled={busy} onClick={() => void navigate(listHref)}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {request ? t('restRequests.editor.save') : t('restRequests.editor.create')}
          </Button>
        </div>
      </form>
      <SendPanel
        parameters={form.parameters}
        values={initialValues(form.parameters, sender.values)}
        errors={sender.valueErrors}
        sending={sender.sending}
        refusal={sender.refusal}
        result={sender.result}
        onValue={sender.setValue}
        onSend={send}
      />
      {guard.asking && <DiscardChangesDialog onKeep={guard.keep} onDiscard={guard.discard} />}
      {askingDelete && request && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setAskingDelete(false)}
          type={detail.data?.deleteModalType ?? 'yesNo'}
          itemName={request.name}
          title={t('restRequests.editor.deleteTitle', { name: request.name })}
          description={t('restRequests.editor.deleteText')}
          onConfirm={remove}
        />
      )}
    </div>
  );
}
