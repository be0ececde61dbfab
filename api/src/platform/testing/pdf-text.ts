import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * A PDF's text as poppler's pdftotext reads it, its layout kept (columns stay on one line): the
 * way an accountant's tools see an invoice. `npm test` installs Debian's poppler-utils.
 */
export async function pdfText(pdf: Buffer | string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'pdf-text-'));
  try {
    const file = typeof pdf === 'string' ? pdf : path.join(dir, 'document.pdf');
    if (typeof pdf !== 'string') await writeFile(file, pdf);
    await run('pdftotext', ['-layout', file, path.join(dir, 'document.txt')]);
    return await readFile(path.join(dir, 'document.txt'), 'utf8');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The PDF and its first page as an image in tests/artifacts (not committed): a document is looked at before its work is called done. */
export async function keepForLooking(pdf: Buffer, name: string): Promise<void> {
  const artifacts = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../tests/artifacts');
  await mkdir(artifacts, { recursive: true });
  await writeFile(path.join(artifacts, `${name}.pdf`), pdf);
  await run('pdftoppm', ['-png', '-r', '80', '-f', '1', '-l', '1', path.join(artifacts, `${name}.pdf`), path.join(artifacts, name)]);
}
