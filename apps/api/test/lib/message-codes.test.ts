import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as shared from '@gjs/shared';
import { codeOfMessage, codeOfStatus, MESSAGE_TEXTS } from '@gjs/shared';
import { REPO_ROOT } from '../../src/config.ts';
import { buildTestApp } from '../helper.ts';

/**
 * Every error message has a stable code (docs/decisions/0702-message-codes.md): the API's answers carry it, and the
 * catalogue knows every message the API's sources throw as an HTTP error.
 */

const SOURCES = path.join(REPO_ROOT, 'apps/api/src');
const HTTP_ERROR =
  /new (?:ValidationError|UnauthorizedError|ForbiddenError|NotFoundError|ConflictError|PayloadTooLargeError|AppError)\(\s*(?:(?:\d+|status),\s*)?/g;
/** Arguments that pass on a message made elsewhere (a wrapper's parameter, a provider's answer). */
const PASSED_ON = new Set(['message', 'failure', 'error.message', '`${field}: ${message}`']);

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'cli' ? [] : sourceFiles(file);
    return entry.name.endsWith('.ts') ? [file] : [];
  });
}

const allSources = sourceFiles(SOURCES)
  .map((file) => fs.readFileSync(file, 'utf8'))
  .join('\n');

/** The first argument at `from`: a quoted or template string whole, else an expression up to `,` or `)`. */
function argumentAt(source: string, from: number): string {
  const quote = source[from]!;
  if (quote === "'" || quote === '"' || quote === '`') {
    let end = from + 1;
    while (source[end] !== quote || source[end - 1] === '\\') end++;
    return source.slice(from, end + 1);
  }
  let depth = 0;
  let end = from;
  for (; end < source.length; end++) {
    const c = source[end]!;
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') {
      if (depth === 0) break;
      depth--;
    } else if (c === ',' && depth === 0) break;
  }
  return source.slice(from, end).trim();
}

/** A constant's text: declared in the API's sources, or exported by the shared package (also `OBJECT.key`). */
function constant(name: string): string[] {
  const member = /^([A-Z_]+)(?:\.(\w+)|\[\w+\])$/.exec(name);
  const object = member ? (shared as Record<string, unknown>)[member[1]!] : undefined;
  if (member && object && typeof object === 'object') {
    const values = member[2] ? [(object as Record<string, unknown>)[member[2]]] : Object.values(object);
    return values.filter((value): value is string => typeof value === 'string');
  }
  if (member) {
    const declared = new RegExp(`const ${member[1]}\\b[^=]*=[^;]*?;`, 's').exec(allSources)?.[0] ?? '';
    return [...declared.matchAll(/(['"`])((?:(?!\1).)*)\1/g)]
      .map((m) => m[2]!.replace(/\$\{[^}]+\}/g, 'x'))
      .filter((text) => /\s/.test(text));
  }
  const declared = new RegExp(`const ${name} =\\s*(['"])(.*?)\\1;`).exec(allSources);
  if (declared) return [declared[2]!.replace(/\\'/g, "'")];
  const exported = (shared as Record<string, unknown>)[name];
  return typeof exported === 'string' ? [exported] : [];
}

/** Every text an argument can have: a literal, a template (its values as placeholders), a constant, a choice. */
function messagesOf(argument: string): string[] {
  const literal = /^(['"])(.*)\1$/s.exec(argument);
  if (literal) return [literal[2]!.replace(/\\'/g, "'")];
  const template = /^`(.*)`$/s.exec(argument);
  if (template)
    return [
      template[1]!
        .replace(/\$\{([A-Z][A-Z0-9_]*)\}/g, (_, name: string) => constant(name)[0] ?? 'x')
        .replace(/\$\{[^}]+\}/g, 'x'),
    ];
  const choice = /^[^?]+\?(.+):(.+)$/s.exec(argument);
  // `undefined`: the error class's default message.
  if (choice)
    return [choice[1]!, choice[2]!]
      .map((branch) => branch.trim())
      .flatMap((branch) => (branch === 'undefined' ? [MESSAGE_TEXTS.not_authenticated] : messagesOf(branch)));
  return constant(argument);
}

describe('message codes', () => {
  it('find every catalogue message, with the values it carries', () => {
    for (const [code, text] of Object.entries(MESSAGE_TEXTS)) {
      const filled = text.replace(/\{(\w+)\}/g, '42');
      expect(codeOfMessage(filled)?.code, text).toBe(code);
    }
    expect(codeOfMessage('Subject must be at most 200 characters.')).toEqual({
      code: 'subject_too_long',
      values: { max: '200' },
    });
    expect(codeOfMessage('thumbnail: Not an uploaded thumbnail file.')).toEqual({
      code: 'upload_not_of_kind',
      values: { kind: 'thumbnail' },
      field: 'thumbnail',
    });
    expect(codeOfMessage('Something nobody wrote down.')).toBeUndefined();
  });

  it('know every message the API throws as an HTTP error', () => {
    const unknown: string[] = [];
    let checked = 0;
    for (const file of sourceFiles(SOURCES)) {
      const source = fs.readFileSync(file, 'utf8');
      for (const match of source.matchAll(HTTP_ERROR)) {
        const argument = argumentAt(source, match.index + match[0].length);
        // No argument: the class's own default message, which the catalogue holds (checked below).
        if (argument === '' || PASSED_ON.has(argument) || argument.startsWith('problems')) continue;
        checked++;
        const messages = messagesOf(argument);
        if (!messages.length || messages.some((message) => !codeOfMessage(message)))
          unknown.push(`${path.relative(REPO_ROOT, file)}: ${argument}`);
      }
    }
    expect(checked).toBeGreaterThan(60);
    expect(unknown).toEqual([]);
  });

  it('name a kind for any other message by its status', () => {
    expect([401, 403, 404, 413, 429, 503, 500, 400].map(codeOfStatus)).toEqual([
      'not_authenticated',
      'permission_denied',
      'not_found',
      'body_too_large',
      'too_many_attempts',
      'unavailable',
      'server_error',
      'bad_request',
    ]);
  });

  it('come with every error answer, beside the unchanged English message', async () => {
    const { app } = await buildTestApp();
    const refused = await app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { username: 'nobody', password: 'wrong-password' },
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({
      message: 'Invalid username/email or password.',
      code: 'invalid_credentials',
    });

    const anonymous = await app.inject({ method: 'GET', url: '/api/profile/' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({
      message: 'Authentication credentials were not provided.',
      code: 'not_authenticated',
    });

    const invalid = await app.inject({ method: 'POST', url: '/api/submit/', payload: { name: '' } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ code: 'invalid_input_fields' });

    const unknownRoute = await app.inject({ method: 'GET', url: '/api/no-such-thing/' });
    expect(unknownRoute.statusCode).toBe(404);
    expect(unknownRoute.json().code).toBe('route_not_found');
  });
});
