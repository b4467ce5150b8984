#!/usr/bin/env node
// A draft's content over main's code, for its Preview and its films
// (.github/workflows/preview.yml, films.yml): the job checks out main, and
// this brings in only the files the draft adds, edits or deletes since it
// branched off, when every one of them is content (scripts/ci/content-only.mjs).
// A draft that changes anything else is refused: no code of a draft branch
// ever runs in a job that holds the Cloudflare token.
//
//   node scripts/release/draft-content.ts <draft commit>
import { execFileSync } from 'node:child_process';
import { appendFileSync } from 'node:fs';

import { isContentFile } from '../ci/content-only.mjs';

const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim();

export interface DraftChange {
  readonly status: 'A' | 'M' | 'D';
  readonly file: string;
}

/** `git diff --name-status --no-renames` as changes (a type change counts as an edit). */
export function parseNameStatus(text: string): DraftChange[] {
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [code = '', file = ''] = line.split('\t');
      const status = code.startsWith('D') ? 'D' : code.startsWith('A') ? 'A' : 'M';
      return { status, file };
    });
}

/** The files of a draft that are not content, in Polish for the run's summary; '' when none. */
export function refusal(changes: readonly DraftChange[]) {
  const code = changes.map((c) => c.file).filter((file) => !isContentFile(file));
  if (code.length === 0) return '';
  const shown = code.slice(0, 10).join(', ') + (code.length > 10 ? ', …' : '');
  return `Ta wersja robocza zmienia pliki spoza treści (${shown}). Podgląd powstaje tylko z treści: takie zmiany przechodzą przez pełne testy jako zmiana kodu.`;
}

if (import.meta.main) {
  const draft = process.argv[2] ?? '';
  if (!/^[0-9a-f]{40}$/.test(draft)) {
    console.error('usage: draft-content.ts <draft commit sha>');
    process.exit(2);
  }
  git('fetch', '--no-tags', '--quiet', 'origin', draft);
  const base = git('merge-base', 'HEAD', draft);
  const changes = parseNameStatus(git('diff', '--name-status', '--no-renames', base, draft));
  const refused = refusal(changes);
  if (refused) {
    console.log(`::error title=Podgląd niemożliwy::${refused}`);
    if (process.env.GITHUB_STEP_SUMMARY)
      appendFileSync(process.env.GITHUB_STEP_SUMMARY, `${refused}\n`);
    process.exit(1);
  }
  const kept = changes.filter((c) => c.status !== 'D').map((c) => c.file);
  const gone = changes.filter((c) => c.status === 'D').map((c) => c.file);
  if (kept.length > 0) git('checkout', draft, '--', ...kept);
  if (gone.length > 0) git('rm', '--quiet', '--ignore-unmatch', '--', ...gone);
  console.log(`Treść wersji roboczej na kodzie z main: ${changes.length} plików.`);
}
