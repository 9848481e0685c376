import type { Kysely } from 'kysely';

/**
 * The health encyclopedia (知识库): categories, conditions, articles (图解 and audio items are
 * articles of a kind) and which conditions each article is about. Rows come from content/ and
 * a content load replaces them all in one transaction with their search documents.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('wiki_category')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull().unique())
    .addColumn('sort_order', 'integer', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('wiki_condition')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    // JSON text: string[].
    .addColumn('aliases', 'text', (col) => col.notNull())
    // The A–Z letter and the full pinyin the list sorts by.
    .addColumn('initial', 'text', (col) => col.notNull())
    .addColumn('sort_key', 'text', (col) => col.notNull())
    .addColumn('system', 'text', (col) => col.notNull())
    // JSON text: clinic names (resolved to the county's departments when read).
    .addColumn('departments', 'text', (col) => col.notNull())
    .addColumn('summary', 'text', (col) => col.notNull())
    .addColumn('author', 'text', (col) => col.notNull())
    .addColumn('reviewer', 'text')
    .addColumn('reviewed_at', 'text', (col) => col.notNull())
    // JSON text: string[].
    .addColumn('sources', 'text', (col) => col.notNull())
    // JSON text: { title, anchor, blocks }[] for 概述 to 预防.
    .addColumn('sections', 'text', (col) => col.notNull())
    // JSON text: CareItem[] (何时就医).
    .addColumn('care', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('wiki_condition_sort_idx')
    .on('wiki_condition')
    .columns(['sort_key', 'id'])
    .execute();

  await db.schema
    .createTable('wiki_article')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('category_id', 'text', (col) => col.notNull().references('wiki_category.id'))
    // The article's place in its category's list (0 = newest reviewed): previous and next are
    // the neighbours, and a page of the list is a range of it.
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('summary', 'text', (col) => col.notNull())
    .addColumn('author', 'text', (col) => col.notNull())
    .addColumn('reviewer', 'text')
    .addColumn('reviewed_at', 'text', (col) => col.notNull())
    .addColumn('sources', 'text', (col) => col.notNull())
    // JSON text: RichText.
    .addColumn('body', 'text', (col) => col.notNull())
    // JSON text: { images: { file, alt, hash }[], audio: { file, hash } | null }.
    .addColumn('media', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('wiki_article_position_uq', ['category_id', 'position'])
    .execute();
  await db.schema
    .createIndex('wiki_article_kind_idx')
    .on('wiki_article')
    .columns(['kind', 'reviewed_at'])
    .execute();

  await db.schema
    .createTable('wiki_article_condition')
    .addColumn('article_id', 'text', (col) =>
      col.notNull().references('wiki_article.id').onDelete('cascade'),
    )
    .addColumn('condition_id', 'text', (col) =>
      col.notNull().references('wiki_condition.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('wiki_article_condition_pk', ['article_id', 'condition_id'])
    .execute();
  await db.schema
    .createIndex('wiki_article_condition_idx')
    .on('wiki_article_condition')
    .columns(['condition_id', 'article_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('wiki_article_condition').execute();
  await db.schema.dropTable('wiki_article').execute();
  await db.schema.dropTable('wiki_condition').execute();
  await db.schema.dropTable('wiki_category').execute();
}
