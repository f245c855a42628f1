import { parentPort, workerData } from 'node:worker_threads';
import { HttpError } from '../errors.ts';
import { UPLOAD_TASKS, type UploadReply, type UploadTaskKind } from './upload-tasks.ts';

/**
 * An upload worker (ADR 027): runs one task on the file it was started with, answers once and ends. A refusal
 * travels as status and message (an Error's class does not cross threads); anything else is thrown, so the
 * pool sees the worker's error and answers 500 with it logged.
 */
const { kind, input } = workerData as { kind: UploadTaskKind; input: never };
let reply: UploadReply;
try {
  reply = { ok: true, value: await UPLOAD_TASKS[kind](input) };
} catch (error) {
  if (!(error instanceof HttpError)) throw error;
  reply = { ok: false, statusCode: error.statusCode, message: error.message };
}
parentPort!.postMessage(reply);
