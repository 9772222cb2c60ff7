import { sql } from 'drizzle-orm';
import { queryRows, type Database } from './database';

export interface Backup {
  format: 'vtx-analise-backup';
  version: 1;
  createdAt: string;
  /** Migrations applied when the backup was taken; a restore needs the same schema. */
  migrations: number;
  tables: Record<string, unknown[]>;
}

/** Our tables in an order where every foreign key points at a table that comes earlier. */
async function tablesInDependencyOrder(db: Database): Promise<string[]> {
  const tables = (
    await queryRows<{ name: string }>(
      db,
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )
  ).map((row) => row.name);
  const edges = await queryRows<{ child: string; parent: string }>(
    db,
    sql`select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
        from pg_constraint c join pg_namespace n on n.oid = c.connamespace
        where c.contype = 'f' and n.nspname = 'public'`,
  );
  const unquote = (name: string) => name.replace(/^"|"$/g, '');
  const ordered: string[] = [];
  const visit = (table: string, seen: Set<string>) => {
    if (ordered.includes(table) || seen.has(table)) return;
    seen.add(table);
    for (const edge of edges)
      if (unquote(edge.child) === table && unquote(edge.parent) !== table) visit(unquote(edge.parent), seen);
    ordered.push(table);
  };
  for (const table of tables) visit(table, new Set());
  return ordered;
}

async function appliedMigrations(db: Database): Promise<number> {
  const rows = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  );
  return Number(rows[0]?.count ?? 0);
}

/** A logical copy of every table, read in one transaction so it is consistent. */
export async function exportDatabase(db: Database): Promise<Backup> {
  return db.transaction(async (tx) => {
    const executor = tx as unknown as Database;
    const tables: Record<string, unknown[]> = {};
    for (const table of await tablesInDependencyOrder(executor)) {
      const rows = await queryRows<{ data: unknown[] }>(
        executor,
        sql`select coalesce(json_agg(t), '[]'::json) as data from ${sql.identifier(table)} t`,
      );
      tables[table] = rows[0]?.data ?? [];
    }
    return {
      format: 'vtx-analise-backup',
      version: 1,
      createdAt: new Date().toISOString(),
      migrations: await appliedMigrations(executor),
      tables,
    };
  });
}

export class BackupMismatchError extends Error {}

/**
 * Replaces every table's content with the backup's, in one transaction: either the whole backup
 * is in, or nothing changed. Triggers are off meanwhile (the sign-up bonus row is in the backup).
 */
export async function restoreDatabase(db: Database, backup: Backup): Promise<Record<string, number>> {
  if (backup.format !== 'vtx-analise-backup' || backup.version !== 1)
    throw new BackupMismatchError('Not a VTX Análise backup file.');
  const migrations = await appliedMigrations(db);
  if (migrations !== backup.migrations) {
    throw new BackupMismatchError(
      `The backup was taken with ${backup.migrations} migrations; this database has ${migrations}.`,
    );
  }
  return db.transaction(async (tx) => {
    const executor = tx as unknown as Database;
    const order = await tablesInDependencyOrder(executor);
    const unknown = Object.keys(backup.tables).filter((table) => !order.includes(table));
    if (unknown.length) throw new BackupMismatchError(`Unknown tables in the backup: ${unknown.join(', ')}`);
    for (const table of [...order].reverse())
      await executor.execute(sql`delete from ${sql.identifier(table)}`);
    const counts: Record<string, number> = {};
    for (const table of order) {
      const rows = backup.tables[table] ?? [];
      counts[table] = rows.length;
      if (rows.length === 0) continue;
      const id = sql.identifier(table);
      await executor.execute(sql`alter table ${id} disable trigger user`);
      await executor.execute(
        sql`insert into ${id} select * from json_populate_recordset(null::${id}, ${JSON.stringify(rows)}::json)`,
      );
      await executor.execute(sql`alter table ${id} enable trigger user`);
    }
    return counts;
  });
}
