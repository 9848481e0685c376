import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';
import { ContentError } from './markdown.js';

/**
 * The repository's content/ folder (same depth from src and dist), or CONTENT_DIR: the files the
 * seed loads and `npm run cli -- content reload` loads again.
 */
export function contentRoot(): string {
  return (
    process.env.CONTENT_DIR ?? fileURLToPath(new URL('../../../../../content/', import.meta.url))
  );
}

export interface ContentFile {
  /** Path relative to the content root, for messages. */
  file: string;
  meta: Record<string, unknown>;
  body: string;
  /** Line of the body's first line in the file, for messages. */
  bodyLine: number;
}

/** Reads a YAML file, naming the file and line of a syntax error. */
export function readYaml(root: string, path: string): unknown {
  const file = relative(root, join(root, path));
  try {
    return parseYaml(readFileSync(join(root, path), 'utf8'));
  } catch (error) {
    const line = (error as { linePos?: { line: number }[] }).linePos?.[0]?.line ?? 0;
    throw new ContentError(file, line, `YAML 格式有误：${(error as Error).message.split('\n')[0]}`);
  }
}

/** A Markdown file with its front matter (YAML between two `---` lines). */
export function readMarkdown(root: string, path: string): ContentFile {
  const file = relative(root, join(root, path));
  const text = readFileSync(join(root, path), 'utf8').replace(/\r\n?/g, '\n');
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
  if (!match) throw new ContentError(file, 1, '文件须以 --- 包住的 YAML 开头');
  let meta: unknown;
  try {
    meta = parseYaml(match[1]!);
  } catch (error) {
    const line = ((error as { linePos?: { line: number }[] }).linePos?.[0]?.line ?? 0) + 1;
    throw new ContentError(
      file,
      line,
      `开头的 YAML 有误：${(error as Error).message.split('\n')[0]}`,
    );
  }
  if (!meta || typeof meta !== 'object') throw new ContentError(file, 2, '开头的 YAML 须是键值');
  return {
    file,
    meta: meta as Record<string, unknown>,
    body: match[2]!,
    bodyLine: match[1]!.split('\n').length + 3,
  };
}

/** Every `.md` file under `dir` (relative to the root), sorted, for a stable load order. */
export function markdownFiles(root: string, dir: string): string[] {
  const walk = (rel: string): string[] =>
    readdirSync(join(root, rel))
      .sort()
      .flatMap((name) => {
        const path = join(rel, name);
        if (statSync(join(root, path)).isDirectory()) return walk(path);
        return name.endsWith('.md') && name !== 'README.md' ? [path] : [];
      });
  return walk(dir);
}
