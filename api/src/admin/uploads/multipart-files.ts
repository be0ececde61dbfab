import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { Busboy, type BusboyInstance } from '@fastify/busboy';
import type { FastifyInstance } from 'fastify';

/** One file of a multipart body, read whole. */
export interface ReceivedFile {
  fieldname: string;
  filename: string;
  bytes: Buffer;
}

export interface MultipartLimits {
  fileSize: number;
  files: number;
  fields: number;
  parts: number;
}

/** Why a multipart body was not read: a limit it went over, or bytes that are not a multipart body. */
export class MultipartRefused extends Error {
  constructor(readonly reason: 'file-too-large' | 'too-many-files' | 'too-many-parts' | 'malformed') {
    super(`multipart body refused: ${reason}`);
  }
}

const MULTIPART = /^multipart\/form-data\b/i;

/** Whether a request says its body is a multipart form. */
export function isMultipart(headers: IncomingHttpHeaders): boolean {
  return MULTIPART.test(headers['content-type'] ?? '');
}

/**
 * Lets multipart bodies through fastify unread, for the one route that reads them (readMultipartFiles).
 * @fastify/multipart did this and more, but it hooks every request and every response of the API
 * (an async hook each, and a listener on each response) to clean up files saved to disk, which the
 * shop never does: those hooks cost the catalogue's kept answers a tenth of their rate.
 */
export function acceptMultipartBodies(fastify: FastifyInstance): void {
  fastify.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));
}

/**
 * Reads every file of a multipart body into memory, within `limits`: a file over its size, one
 * file or part too many, or a body that is not well formed (no boundary, cut short) is refused as
 * soon as it shows, and the rest of the body is read and thrown away. Form fields that are not
 * files count towards the limits and are otherwise ignored.
 */
export function readMultipartFiles(request: IncomingMessage, limits: MultipartLimits): Promise<ReceivedFile[]> {
  return new Promise((resolve, reject) => {
    let busboy: BusboyInstance;
    try {
      busboy = new Busboy({ headers: request.headers as IncomingHttpHeaders & { 'content-type': string }, limits });
    } catch {
      request.resume();
      return reject(new MultipartRefused('malformed'));
    }
    const files: Promise<ReceivedFile>[] = [];
    let settled = false;
    const refuse = (reason: MultipartRefused['reason']) => {
      if (settled) return;
      settled = true;
      request.unpipe(busboy);
      request.resume();
      reject(new MultipartRefused(reason));
    };
    busboy.on('file', (fieldname, stream, filename) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => refuse('file-too-large'));
      stream.on('error', () => refuse('malformed'));
      files.push(new Promise((read) => stream.on('end', () => read({ fieldname, filename, bytes: Buffer.concat(chunks) }))));
    });
    busboy.on('filesLimit', () => refuse('too-many-files'));
    busboy.on('partsLimit', () => refuse('too-many-parts'));
    busboy.on('fieldsLimit', () => refuse('too-many-parts'));
    busboy.on('error', () => refuse('malformed'));
    busboy.on('finish', () => {
      if (settled) return;
      settled = true;
      void Promise.all(files).then(resolve);
    });
    // A client gone mid-body: nothing more will come.
    request.on('close', () => request.complete || refuse('malformed'));
    request.on('error', () => refuse('malformed'));
    request.pipe(busboy);
  });
}
