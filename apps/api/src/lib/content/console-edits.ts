import type { Db } from '../../db/database.js';

/** An item the console published or archived; its stored fields are what the site shows. */
export interface ConsoleEdit {
  itemId: string;
  state: 'published' | 'archived';
  fields: { meta: Record<string, unknown>; body: string };
  editedAt: string;
}

/**
 * Items of a kind edited in the console since the files were loaded. The file loader keeps
 * these over its files (a reload never overwrites a console edit) and `content status` lists
 * them; the editorial module writes them.
 */
export async function consoleEdits(db: Db, kind: string): Promise<ConsoleEdit[]> {
  const rows = await db
    .selectFrom('content_console_item')
    .selectAll()
    .where('kind', '=', kind)
    .orderBy('item_id')
    .execute();
  return rows.map((r) => ({
    itemId: r.item_id,
    state: r.state === 'archived' ? 'archived' : 'published',
    fields: JSON.parse(r.fields) as ConsoleEdit['fields'],
    editedAt: r.edited_at,
  }));
}
