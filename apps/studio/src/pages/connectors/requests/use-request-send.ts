import type { RestRunResult } from '@tessera/model/connectors';
import { useRef, useState } from 'react';
import { ApiError, errorMessage } from '../../../api/api-error.ts';
import { api } from '../../../api/client.ts';
import { restRequestsApi } from '../../../api/rest-requests-api.ts';
import { errorsOfMessage, type FieldErrors } from '../connector-form.ts';
import { initialValues, parameterValuesOf, type TypedValues } from './parameter-values.ts';
import { definitionOf, previewErrorsOf, type RequestForm } from './request-form.ts';

/**
 * The Send of the request editor: the values typed for the parameters, the request in flight and
 * the last result. `send` posts the form's definition unsaved to request-preview; a refusal of
 * the definition goes back to the form (`onFormErrors`), one of a value under its box. An answer
 * to an older Send is dropped.
 */
export function useRequestSend(connectorId: string, initial: RequestForm) {
  const [typed, setTyped] = useState<TypedValues>(() => initialValues(initial.parameters));
  const [valueErrors, setValueErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<RestRunResult | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const run = useRef(0);

  function setValue(name: string, text: string) {
    setTyped((current) => ({ ...current, [name]: text }));
    setValueErrors((current) => {
      const next = { ...current };
      delete next[name];
      return next;
    });
  }

  async function send(form: RequestForm, onFormErrors: (errors: FieldErrors) => void) {
    const current = ++run.current;
    const values = initialValues(form.parameters, typed);
    setRefusal(null);
    setValueErrors({});
    setSending(true);
    try {
      const answer = await restRequestsApi.preview(api, connectorId, {
        request: definitionOf(form),
        parameters: parameterValuesOf(form.parameters, values),
      });
      if (current === run.current) setResult(answer);
    } catch (error) {
      if (current !== run.current) return;
      setResult(null);
      if (error instanceof ApiError && error.code === 'validation_failed') {
        const placed = previewErrorsOf(errorsOfMessage(error.message));
        if (Object.keys(placed.form).length > 0) onFormErrors(placed.form);
        setValueErrors(placed.values);
        setRefusal(placed.other);
      } else if (!(error instanceof ApiError && error.isSessionEnd)) {
        setRefusal(errorMessage(error));
      }
    } finally {
      if (current === run.current) setSending(false);
    }
  }

  /** Stops waiting for the Send in flight (its answer is dropped), with a reason to show, if any. */
  function refuse(message: string) {
    run.current += 1;
    setSending(false);
    setRefusal(message);
  }

  return { values: typed, setValue, valueErrors, sending, result, refusal, send, refuse };
}
