import type { DataModel, DataTable } from '@tessera/model/data';
import {
  Background,
  Controls,
  MarkerType,
  MiniMap,
  ReactFlow,
  applyNodeChanges,
  type Edge,
  type FinalConnectionState,
  type NodeChange,
  type OnConnectEnd,
  useReactFlow,
} from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useT } from '../../../i18n/index.ts';
import { roundPosition } from '../edit/new-ops.ts';
import { externalEdges, externalNodeId, externalPositions, isExternalNodeId } from '../external/external-graph.ts';
import type { ExternalView } from '../external/use-external-tables.ts';
import { relationEdges } from '../layout/diagram-graph.ts';
import { useDiagram, useDiagramState } from '../session/diagram-context.tsx';
import type { DiagramSelection } from '../session/diagram-state.ts';
import { ExternalTableNode, type ExternalTableNodeType } from './ExternalTableNode.tsx';
import { TableNode, type TableNodeData, type TableNodeType } from './TableNode.tsx';

const nodeTypes = { table: TableNode, external: ExternalTableNode };
type DiagramNode = TableNodeType | ExternalTableNodeType;

/** The names of the tables a table's relation columns point at, by id. */
function referencedNames(tableNames: ReadonlyMap<string, string>, table: DataTable): Record<string, string> {
  const names: Record<string, string> = {};
  for (const column of table.columns) {
    const name = column.references ? tableNames.get(column.references.tableId) : undefined;
    if (column.references && name !== undefined) names[column.references.tableId] = name;
  }
  return names;
}

const sameNames = (a: Record<string, string>, b: Record<string, string>) => Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([id, name]) => b[id] === name);

/**
 * The boxes of the model's tables, keeping what the diagram measured of the boxes it had. A box
 * whose table, selection and names are unchanged keeps its data object, so its memoised view
 * does not render again (the model's ops share unchanged tables).
 */
function tableNodes(model: DataModel, selection: DiagramSelection | null, readOnly: boolean, previous: readonly TableNodeType[]): TableNodeType[] {
  const before = new Map(previous.map((node) => [node.id, node]));
  const tableNames = new Map(model.tables.map((table) => [table.id, table.name]));
  return model.tables.map((table) => {
    const old = before.get(table.id);
    const fresh: TableNodeData = { table, selectedColumnId: selection?.tableId === table.id ? selection.columnId : null, referencedNames: referencedNames(tableNames, table), readOnly };
    const kept = old && old.data.table === fresh.table && old.data.selectedColumnId === fresh.selectedColumnId && old.data.readOnly === readOnly && sameNames(old.data.referencedNames, fresh.referencedNames);
    return {
      id: table.id,
      type: 'table',
      // A box being dragged stays under the pointer while other changes come back from the server.
      position: old?.dragging ? old.position : table.position,
      data: kept ? old.data : fresh,
      selected: selection?.tableId === table.id,
      draggable: !readOnly,
      ariaLabel: table.name,
      ...(old?.measured ? { measured: old.measured } : {}),
      ...(old?.dragging ? { dragging: true } : {}),
    };
  });
}

/**
 * The boxes of a connected database's tables, placed beside the project's and fixed there: they
 * cannot be dragged, selected, related or deleted. What the diagram measured is kept.
 */
function externalNodes(view: ExternalView | null, model: DataModel, selected: string | null, previous: readonly ExternalTableNodeType[]): ExternalTableNodeType[] {
  if (!view?.schema) return [];
  const before = new Map(previous.map((node) => [node.id, node]));
  const positions = externalPositions(model.tables, view.schema.tables);
  return view.schema.tables.map((table) => {
    const id = externalNodeId(table.name);
    const old = before.get(id);
    return {
      id,
      type: 'external',
      position: positions.get(table.name) ?? { x: 0, y: 0 },
      data: old && old.data.table === table && old.data.selected === (selected === table.name) ? old.data : { table, connectorName: view.source.name, connectorId: view.source.id, schemaName: view.schemaName ?? null, selected: selected === table.name },
      draggable: false,
      selectable: false,
      connectable: false,
      deletable: false,
      focusable: false,
      ariaLabel: table.name,
      ...(old?.measured ? { measured: old.measured } : {}),
    };
  });
}

/** The table whose box is under the pointer where a drag ended. */
function tableUnder(event: MouseEvent | TouchEvent): string | null {
  const point = 'changedTouches' in event ? event.changedTouches[0] : event;
  if (!point) return null;
  const element = document.elementFromPoint(point.clientX, point.clientY);
  return element?.closest<HTMLElement>('.react-flow__node')?.dataset.id ?? null;
}

/**
 * The entity diagram: a box per table, a line per relation (from the foreign-key column to the
 * table it points at; dashed when optional), zoom controls and an overview map. A dragged box
 * saves its position when it comes to rest; a line drawn from a box's dot to another box asks how to
 * relate the two (`onRelate`).
 */
export function DiagramCanvas({
  onRelate,
  external,
  selectedExternal,
  onSelectExternal,
}: {
  onRelate: (fromTableId: string, toTableId: string) => void;
  external: ExternalView | null;
  /** The external table whose access rules the details panel shows, by name. */
  selectedExternal: string | null;
  onSelectExternal: (tableName: string | null) => void;
}) {
  const t = useT();
  const session = useDiagram();
  const model = useDiagramState((state) => state.model);
  const selection = useDiagramState((state) => state.selection);
  const readOnly = useDiagramState((state) => state.readOnly);
  const [nodes, setNodes] = useState<TableNodeType[]>(() => tableNodes(model, selection, readOnly, []));
  useEffect(() => setNodes((previous) => tableNodes(model, selection, readOnly, previous)), [model, selection, readOnly]);
  const [outside, setOutside] = useState<ExternalTableNodeType[]>([]);
  const externalSchema = external?.schema ?? null;
  useEffect(() => setOutside((previous) => externalNodes(external, model, selectedExternal, previous)), [external, model, selectedExternal]);
  // Bring newly shown external tables into view with the project's.
  const { fitView } = useReactFlow();
  useEffect(() => {
    if (externalSchema) void fitView({ maxZoom: 1, padding: 0.2 });
  }, [externalSchema, fitView]);
  const allNodes = useMemo<DiagramNode[]>(() => [...nodes, ...outside], [nodes, outside]);

  const edges = useMemo<Edge[]>(
    () =>
      relationEdges(model).map((relation) => {
        const highlighted = selection !== null && (selection.columnId === relation.id || (selection.columnId === null && (selection.tableId === relation.childTableId || selection.tableId === relation.parentTableId)));
        const color = highlighted ? '#4f46e5' : '#94a3b8';
        return {
          id: relation.id,
          source: relation.childTableId,
          target: relation.parentTableId,
          sourceHandle: relation.sourceHandle,
          targetHandle: relation.targetHandle,
          type: 'smoothstep',
          selectable: false,
          focusable: false,
          zIndex: highlighted ? 1 : 0,
          markerEnd: { type: MarkerType.ArrowClosed, color, width: 16, height: 16 },
          style: { stroke: color, strokeWidth: highlighted ? 2 : 1.5, ...(relation.required ? {} : { strokeDasharray: '5 4' }) },
        };
      }),
    [model, selection],
  );
  const allEdges = useMemo<Edge[]>(() => {
    if (!externalSchema) return edges;
    const positions = new Map(outside.map((node) => [node.data.table.name, node.position]));
    const lines = externalEdges(externalSchema, positions).map((edge) => ({
      ...edge,
      type: 'smoothstep',
      selectable: false,
      focusable: false,
      markerEnd: { type: MarkerType.ArrowClosed, color: '#64748b', width: 16, height: 16 },
      style: { stroke: '#64748b', strokeWidth: 1.5, ...(edge.required ? {} : { strokeDasharray: '5 4' }) },
    }));
    return [...edges, ...lines];
  }, [edges, externalSchema, outside]);

  // Selection is the session's: the diagram's own select changes only pass a box picked from the
  // keyboard on to it. A box comes to
  // rest (the end of a drag, or an arrow key on a focused box) with `dragging: false`: its
  // position is saved then, once per move.
  const onNodesChange = useCallback(
    (all: NodeChange<DiagramNode>[]) => {
      // External boxes take only what the diagram measured of them.
      const outsideChanges = all.filter((change) => change.type === 'dimensions' && isExternalNodeId(change.id)) as NodeChange<ExternalTableNodeType>[];
      if (outsideChanges.length > 0) setOutside((current) => applyNodeChanges(outsideChanges, current));
      const changes = all.filter((change) => !('id' in change) || !isExternalNodeId(change.id)) as NodeChange<TableNodeType>[];
      setNodes((current) => applyNodeChanges(changes.filter((change) => change.type !== 'select' && change.type !== 'remove'), current));
      // Enter or Space on a focused box selects it (a click goes through onNodeClick).
      const picked = changes.find((change) => change.type === 'select' && change.selected);
      if (picked && picked.type === 'select' && session.store.getState().selection?.tableId !== picked.id) session.select({ tableId: picked.id, columnId: null });
      const { model: current } = session.store.getState();
      const moves = changes.flatMap((change) => {
        if (change.type !== 'position' || change.dragging !== false || !change.position) return [];
        const table = current.tables.find((candidate) => candidate.id === change.id);
        const position = roundPosition(change.position);
        return table && (table.position.x !== position.x || table.position.y !== position.y) ? [{ op: 'moveTable' as const, tableId: table.id, position }] : [];
      });
      if (moves.length > 0) session.edit(moves);
    },
    [session],
  );

  const onConnectEnd: OnConnectEnd = useCallback(
    (event: MouseEvent | TouchEvent, connection: FinalConnectionState) => {
      const from = connection.fromNode?.id;
      const to = connection.toNode?.id ?? tableUnder(event);
      if (from && to && from !== to && !isExternalNodeId(to)) onRelate(from, to);
    },
    [onRelate],
  );

  return (
    <div className="relative min-h-0 min-w-0 flex-1" data-testid="data-diagram-canvas">
      <ReactFlow<DiagramNode>
        nodes={allNodes}
        edges={allEdges}
        nodeTypes={nodeTypes}
        onNodesChange={onNodesChange}
        onNodeClick={(_, node) => {
          if (node.type === 'external') onSelectExternal((node.data as ExternalTableNodeType['data']).table.name);
          else session.select({ tableId: node.id, columnId: null });
        }}
        onPaneClick={() => {
          session.select(null);
          onSelectExternal(null);
        }}
        onNodeDragStart={(_, node) => session.select({ tableId: node.id, columnId: null })}
        onConnectEnd={onConnectEnd}
        nodesDraggable={!readOnly}
        nodesConnectable={!readOnly}
        elementsSelectable
        deleteKeyCode={null}
        selectionKeyCode={null}
        multiSelectionKeyCode={null}
        fitView
        fitViewOptions={{ maxZoom: 1, padding: 0.2 }}
        minZoom={0.2}
        maxZoom={2}
        aria-label={t('dataDiagram.canvas.label')}
        ariaLabelConfig={{
          'controls.ariaLabel': t('dataDiagram.canvas.controls'),
          'controls.zoomIn.ariaLabel': t('dataDiagram.canvas.zoomIn'),
          'controls.zoomOut.ariaLabel': t('dataDiagram.canvas.zoomOut'),
          'controls.fitView.ariaLabel': t('dataDiagram.toolbar.fitView'),
          'minimap.ariaLabel': t('dataDiagram.canvas.minimap'),
          'node.a11yDescription.default': t('dataDiagram.canvas.tableHelp'),
          'node.a11yDescription.keyboardDisabled': t('dataDiagram.canvas.tableHelp'),
          'handle.ariaLabel': t('dataDiagram.node.connect'),
        }}
      >
        <Background gap={20} color="#cbd5e1" />
        <Controls showInteractive={false} position="bottom-left" />
        {allNodes.length > 0 && <MiniMap pannable zoomable position="bottom-right" style={{ width: 160, height: 110 }} nodeColor={(node) => (isExternalNodeId(node.id) ? '#e2e8f0' : '#c7d2fe')} nodeStrokeColor={(node) => (isExternalNodeId(node.id) ? '#64748b' : '#6366f1')} />}
      </ReactFlow>
    </div>
  );
}
