import type { Db } from '../../db/database.js';
import { indexDocuments, removeDocuments, type SearchDocument } from '../search/indexing.js';
import { publicConsultations, type PublicConsultRow } from './consultations.repository.js';

/** The web route of one public consultation (the public list opens it by id). */
export const consultUrl = (id: string) => `/interact/consult?id=${encodeURIComponent(id)}`;

const TITLE_MAX = 40;

function consultDocument(row: PublicConsultRow): SearchDocument {
  const question = row.messages.find((m) => m.sender === 'patient')?.text ?? row.title;
  const title = question.length > TITLE_MAX ? `${question.slice(0, TITLE_MAX)}…` : question;
  return {
    type: 'consult',
    id: row.id,
    title: title.replace(/\s+/g, ' ').trim(),
    // The anonymised thread only: the public list shows the same words, no label or images.
    body: row.messages.map((m) => m.text).join('\n'),
    url: consultUrl(row.id),
    category: row.department_name,
  };
}

/**
 * Puts a consultation into the site search while it is answered (or closed after an answer)
 * and public, and takes it out otherwise. Call it in the transaction that answers, closes or
 * changes it (the staff reply, the patient's follow-up), so the search never shows a
 * consultation the public list does not.
 */
export async function indexConsultation(db: Db, id: string): Promise<void> {
  const { rows } = await publicConsultations(db, { id }, 1, 1);
  const row = rows[0];
  if (row) await indexDocuments(db, [consultDocument(row)]);
  else await removeDocuments(db, 'consult', [id]);
}
