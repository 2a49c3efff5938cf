import { applyDataOps, type ChangePreview, type ChangeRequest, type DataModel } from '@tessera/model/data';
import { ApiError } from '../../../api/api-error.ts';
import type { DiagramServices } from '../session/diagram-session.ts';

/**
 * A data-model server in memory for the session's tests: it applies the ops it is sent with the
 * model's own `applyDataOps`, keeps a version, answers 409 `stale` to an older base version and
 * 409 `confirmation_required` to a drop of a column or table holding values (`valuesIn`).
 */
export class FakeDataServer implements DiagramServices {
  model: DataModel;
  version = 1;
  /** Rows holding values, by column id or table id (what a drop would lose). */
  valuesIn = new Map<string, number>();
  /** Answer the next change with this error instead. */
  failNext: ApiError | null = null;
  requests: Array<{ kind: 'preview' | 'change'; request: ChangeRequest }> = [];

  constructor(model: DataModel) {
    this.model = model;
  }

  load = async () => ({ model: this.model, version: this.version });

  preview = async (request: ChangeRequest): Promise<ChangePreview> => {
    this.requests.push({ kind: 'preview', request });
    const atStake = this.atStake(request);
    return {
      steps: request.ops.map((op) => ({
        sql: `-- ${op.op}`,
        classification: atStake > 0 ? 'losesData' : 'safe',
        description: op.op,
        rowsAtStake: atStake > 0 ? atStake : null,
        sampleValues: [],
        failingRows: null,
      })),
      needsConfirmation: atStake > 0,
      blocked: false,
    };
  };

  change = async (request: ChangeRequest) => {
    this.requests.push({ kind: 'change', request });
    if (this.failNext) {
      const error = this.failNext;
      this.failNext = null;
      throw error;
    }
    if (request.baseVersion !== this.version) throw new ApiError(409, 'stale', 'The data model changed since it was loaded.');
    if (this.atStake(request) > 0 && !request.confirmDataLoss) throw new ApiError(409, 'confirmation_required', 'This change loses data.');
    const result = applyDataOps(this.model, request.ops);
    if (!result.ok) throw new ApiError(422, result.error.code, result.error.message);
    this.model = result.value;
    this.version += 1;
    return { model: this.model, version: this.version };
  };

  /** Someone else changes the model (another tab). */
  changeElsewhere(request: Omit<ChangeRequest, 'baseVersion'>) {
    const result = applyDataOps(this.model, request.ops);
    if (!result.ok) throw new Error(result.error.message);
    this.model = result.value;
    this.version += 1;
  }

  private atStake(request: ChangeRequest): number {
    let rows = 0;
    for (const op of request.ops) {
      if (op.op === 'dropColumn') rows += this.valuesIn.get(op.columnId) ?? 0;
      if (op.op === 'dropTable') rows += this.valuesIn.get(op.tableId) ?? 0;
    }
    return rows;
  }
}
