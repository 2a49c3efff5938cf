import { createContext, useContext } from 'react';

/** A table of a connected database, as the grid opens it. */
export interface ExternalTableRef {
  connectorId: string;
  /** Shown in the table picker. */
  connectorName: string;
  /** The schema (Postgres, SQL Server) or owner (Oracle) chosen; null for the connection's default, and for MySQL (the connector's own database). */
  schema: string | null;
  table: string;
}

/**
 * Opens a connected database's table in the data mode's grid (the diagram's "Browse rows"); null
 * outside the data mode.
 */
export const OpenInGridContext = createContext<((ref: ExternalTableRef) => void) | null>(null);

export function useOpenInGrid(): ((ref: ExternalTableRef) => void) | null {
  return useContext(OpenInGridContext);
}
