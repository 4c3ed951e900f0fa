import type { Middleware } from 'koa';
import type { ApiState } from './context';
import type { Deprecation, Operation, ResolvedParameter } from './openapi';

/** Where a client reads what was deprecated, what replaces it and when it goes (served by system.routes.ts). */
export const CHANGELOG_PATH = '/docs/api-changelog';

const epochSeconds = (isoDate: string) => Math.floor(Date.parse(isoDate) / 1000);

/**
 * The headers of a deprecated operation or parameter: Deprecation (RFC 9745, a structured-field date), Sunset
 * (RFC 8594, an HTTP date) and a Link to the changelog for both relations.
 */
export function deprecationHeaders(deprecation: Deprecation): Record<string, string> {
  const headers: Record<string, string> = {};
  const links = [`<${CHANGELOG_PATH}>; rel="deprecation"; type="text/markdown"`];
  if (deprecation.deprecatedAt) headers.Deprecation = `@${epochSeconds(deprecation.deprecatedAt)}`;
  if (deprecation.sunset) {
    headers.Sunset = new Date(Date.parse(deprecation.sunset)).toUTCString();
    links.push(`<${CHANGELOG_PATH}>; rel="sunset"; type="text/markdown"`);
  }
  headers.Link = links.join(', ');
  return headers;
}

function usesParameter(ctx: Parameters<Middleware<ApiState>>[0], param: ResolvedParameter): boolean {
  if (param.in === 'query') return ctx.query[param.name] !== undefined;
  if (param.in === 'header') return ctx.get(param.name) !== '';
  return param.in === 'path';
}

/**
 * Sends the deprecation headers the operation's entry in openapi.json asks for: always for a deprecated operation,
 * and for a deprecated parameter when the request uses it. Operations with nothing deprecated get no middleware.
 */
export function deprecationMiddleware(op: Operation): Middleware<ApiState>[] {
  const params = op.parameters.filter((p) => p.deprecation);
  if (!op.deprecation && params.length === 0) return [];
  const always = op.deprecation ? deprecationHeaders(op.deprecation) : undefined;
  const perParam = params.map((param) => ({ param, headers: deprecationHeaders(param.deprecation as Deprecation) }));
  return [
    async (ctx, next) => {
      const used = perParam.find(({ param }) => usesParameter(ctx, param));
      ctx.set(always ?? used?.headers ?? {});
      await next();
    },
  ];
}
