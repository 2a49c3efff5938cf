import { useQueryClient } from '@tanstack/react-query';
import { type ConnectionTestResult, type Connector, type ConnectorKind, connectorKinds } from '@tessera/model/connectors';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ApiError, errorMessage } from '../../api/api-error.ts';
import { api } from '../../api/client.ts';
import { connectorsApi, connectorsKeys } from '../../api/connectors-api.ts';
import { useT } from '../../i18n/index.ts';
import { Button, buttonClasses, InfoBox, Input, Modal, Select, toast } from '../../ui/index.ts';
import { workspaceHref } from '../../workspace/workspace-paths.ts';
import { connectionTestPlan } from './connection-test.ts';
import {
  changeKind,
  checkRequest,
  type ConnectorForm,
  emptyForm,
  errorsOfMessage,
  type FieldErrors,
  formOf,
  isSqlKind,
  requestOf,
} from './connector-form.ts';
import { RestFields } from './RestFields.tsx';
import { SqlFields } from './SqlFields.tsx';

/** A refusal that names no field: the plan's, the missing secrets key, or anything else. */
type Refusal = { kind: 'plan' | 'secrets' | 'other'; message: string };

/** What the dialog shows of the last connection test: the server's answer, or why none was sent. */
type TestOutcome = ConnectionTestResult | { ok: 'needsPassword' };

/**
 * The create and edit dialog of a connector: the kind first (fixed once created), the name, then
 * the kind's settings. The shared schema checks the request before it is sent; the server's 400
 * lands on the field it names, a taken name on the name, and the plan's refusal or a server
 * without a secrets key in a box at the top. Enter submits, Escape closes. A database connector
 * can be tested before saving: the result shows at the end of the form until the next test or
 * the next change.
 */
export function ConnectorDialog({
  domainName,
  connector,
  secretsEnabled,
  onClose,
}: {
  domainName: string;
  /** The connector to edit; null for a new one. */
  connector: Connector | null;
  secretsEnabled: boolean;
  onClose: () => void;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [form, setForm] = useState<ConnectorForm>(() => (connector ? formOf(connector) : emptyForm()));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [busy, setBusy] = useState(false);
  const [focusTick, setFocusTick] = useState(0);
  const [testing, setTesting] = useState(false);
  const [testOutcome, setTestOutcome] = useState<TestOutcome | null>(null);
  // Bumped by every change and every test: an answer to an older one is dropped.
  const testRun = useRef(0);
  const testOutcomeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (testOutcome) testOutcomeRef.current?.scrollIntoView({ block: 'nearest' });
  }, [testOutcome]);

  // A refusal naming no field shows at the top of the form: bring it into view.
  const refusalRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (refusal) refusalRef.current?.scrollIntoView({ block: 'nearest' });
  }, [refusal]);

  // After a refused submit, the first field showing an error takes the focus.
  useEffect(() => {
    if (focusTick === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusTick]);

  function update(patch: Partial<ConnectorForm>, ...paths: string[]) {
    setForm((current) => ({ ...current, ...patch }));
    testRun.current += 1;
    setTesting(false);
    setTestOutcome(null);
    if (paths.length > 0) {
      setErrors((current) => {
        const next = { ...current };
        for (const path of paths) delete next[path];
        return next;
      });
    }
  }
  const showError = (path: string, message: string) => setErrors((current) => ({ ...current, [path]: message }));

  function refuse(fieldErrors: FieldErrors) {
    const { '': general, ...byField } = fieldErrors;
    setErrors(byField);
    if (general) setRefusal({ kind: 'other', message: general });
    setFocusTick((tick) => tick + 1);
  }

  async function submit() {
    if (busy) return;
    setRefusal(null);
    if (isSqlKind(form.kind) && form.sqlInput === 'connectionString' && errors.connectionString) {
      refuse({ connectionString: errors.connectionString });
      return;
    }
    const request = requestOf(form);
    const found = checkRequest(connector ? 'update' : 'create', request);
    if (Object.keys(found).length > 0) {
      refuse(found);
      return;
    }
    setBusy(true);
    try {
      const saved = connector ? await connectorsApi.update(api, connector.id, request) : await connectorsApi.create(api, request);
      toast.success(connector ? t('connectors.saved', { name: saved.name }) : t('connectors.created', { name: saved.name }));
      void queryClient.invalidateQueries({ queryKey: connectorsKeys.list(domainName) });
      onClose();
    } catch (error) {
      if (!(error instanceof ApiError)) setRefusal({ kind: 'other', message: errorMessage(error) });
      else if (error.code === 'plan_limit_reached') setRefusal({ kind: 'plan', message: error.message });
      else if (error.code === 'secrets_unavailable') setRefusal({ kind: 'secrets', message: error.message });
      else if (error.code === 'conflict') refuse({ name: error.message });
      else if (error.code === 'validation_failed') refuse(errorsOfMessage(error.message));
      else if (!error.isSessionEnd) setRefusal({ kind: 'other', message: error.message });
    } finally {
      setBusy(false);
    }
  }

  async function testConnection() {
    if (testing) return;
    const run = ++testRun.current;
    setTestOutcome(null);
    setRefusal(null);
    // A pasted string the parser refused filled no field: test nothing rather than stale fields.
    if (form.sqlInput === 'connectionString' && errors.connectionString) {
      refuse({ connectionString: errors.connectionString });
      return;
    }
    const plan = connectionTestPlan(form, connector);
    if (plan.kind === 'invalid') {
      refuse(plan.errors);
      return;
    }
    if (plan.kind === 'needsPassword') {
      setTestOutcome({ ok: 'needsPassword' });
      return;
    }
    setTesting(true);
    try {
      const result = plan.kind === 'saved' ? await connectorsApi.test(api, plan.connectorId) : await connectorsApi.testSettings(api, plan.body);
      if (run === testRun.current) setTestOutcome(result);
    } catch (error) {
      if (run !== testRun.current) return;
      if (!(error instanceof ApiError)) setRefusal({ kind: 'other', message: errorMessage(error) });
      else if (error.code === 'validation_failed') refuse(errorsOfMessage(error.message));
      else if (!error.isSessionEnd) setRefusal({ kind: 'other', message: error.message });
    } finally {
      if (run === testRun.current) setTesting(false);
    }
  }

  const title = connector ? t('connectors.form.editTitle', { name: connector.name }) : t('connectors.form.createTitle');
  return (
    <Modal
      open
      onOpenChange={(open) => !open && !busy && onClose()}
      title={title}
      width={640}
      footer={
        <>
          {isSqlKind(form.kind) && (
            <Button variant="secondary" className="mr-auto" loading={testing} disabled={busy} onClick={() => void testConnection()}>
              {t('connectors.form.testConnection')}
            </Button>
          )}
          <Button variant="secondary" disabled={busy} onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            {connector ? t('connectors.form.save') : t('connectors.form.create')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        ref={formRef}
        noValidate
        aria-label={title}
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {refusal && (
          <div ref={refusalRef} className="scroll-my-4">
            <RefusalBox refusal={refusal} domainName={domainName} />
          </div>
        )}
        {!secretsEnabled && !refusal && <InfoBox tone="warning">{t('connectors.secretsDisabled')}</InfoBox>}
        <Select
          label={t('connectors.form.kind')}
          value={form.kind}
          disabled={connector !== null}
          description={connector ? t('connectors.form.kindFixed') : undefined}
          onValueChange={(value) => {
            update(changeKind(form, value as ConnectorKind));
            setErrors({});
          }}
          options={connectorKinds.map((kind) => ({ value: kind, label: t(`connectors.kinds.${kind}`) }))}
        />
        <Input
          label={t('connectors.form.name')}
          required
          autoFocus
          autoComplete="off"
          value={form.name}
          placeholder={t('connectors.form.namePlaceholder')}
          error={errors.name}
          onChange={(event) => update({ name: event.target.value }, 'name')}
        />
        {isSqlKind(form.kind) ? (
          <SqlFields form={form} errors={errors} update={update} showError={showError} />
        ) : (
          <RestFields form={form} errors={errors} update={update} showError={showError} />
        )}
        {otherErrors(errors).map(([path, message]) => (
          <InfoBox key={path} tone="error">{`${path}: ${message}`}</InfoBox>
        ))}
        {testOutcome && (
          <div ref={testOutcomeRef} className="scroll-my-4">
            <TestOutcomeBox outcome={testOutcome} />
          </div>
        )}
      </form>
    </Modal>
  );
}

/** Paths the form shows under a field; any other (unexpected) refusal is listed at the end. */
const shownPaths = /^(name|connectionString|settings\.(host|port|database|user|password|tls\.(mode|caPem)|baseUrl|headers(\.\d+\.(name|value))?|auth(\.(kind|in|name|key|token|username|password|tokenUrl|clientId|clientSecret|scopes(\.\d+)?))?))$/;
const otherErrors = (errors: FieldErrors) => Object.entries(errors).filter(([path]) => !shownPaths.test(path));

function RefusalBox({ refusal, domainName }: { refusal: Refusal; domainName: string }) {
  const t = useT();
  if (refusal.kind === 'plan') {
    return (
      <InfoBox
        tone="error"
        title={t('connectors.form.planRefusalTitle')}
        testId="connector-plan-refusal"
        action={
          <Link to={workspaceHref(domainName, 'settings/billing')} className={buttonClasses('secondary', '', 'sm')}>
            {t('connectors.form.openBilling')}
          </Link>
        }
      >
        {refusal.message}
      </InfoBox>
    );
  }
  return (
    <InfoBox tone="error" title={refusal.kind === 'secrets' ? t('connectors.form.secretsUnavailableTitle') : undefined}>
      {refusal.message}
    </InfoBox>
  );
}

/** The last test's result: announced as a status when it connected, as an alert when it did not. */
function TestOutcomeBox({ outcome }: { outcome: TestOutcome }) {
  const t = useT();
  if (outcome.ok === 'needsPassword') {
    return (
      <InfoBox tone="warning" testId="connection-test-result">
        {t('connectors.form.testNeedsPassword')}
      </InfoBox>
    );
  }
  if (outcome.ok) {
    return (
      <InfoBox tone="success" title={t('connectors.form.testOk')} testId="connection-test-result">
        <span className="break-words">{t('connectors.form.testServerVersion', { version: outcome.serverVersion })}</span>
      </InfoBox>
    );
  }
  return (
    <InfoBox tone="error" title={t('connectors.form.testFailed')} testId="connection-test-result">
      <span className="break-words">{outcome.message}</span>
    </InfoBox>
  );
}
