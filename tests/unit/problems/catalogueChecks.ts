/**
 * What the error catalogue promises, as functions over its inputs, so each rule can be run on the
 * real specs and bodies and, with a planted error, on a made-up set.
 */
import {
  problemPagePath,
  type ProblemResponse,
  type ProblemType,
} from '../../../src/plugins/problem-catalogue/problemTypes';

/** Types the specs name that have no MDX body (their page would say only what the specs hold). */
export function typesWithoutBody(
  types: readonly ProblemType[],
  bodies: readonly string[],
): string[] {
  return types
    .filter((type) => !bodies.includes(type.slug))
    .map(
      (type) =>
        `${type.slug} (named at ${type.mentions.join(', ')}) has no problems/${type.slug}.mdx`,
    );
}

/** Bodies whose type the specs do not name: a page about an error the API never returns. */
export function bodiesWithoutType(
  types: readonly ProblemType[],
  bodies: readonly string[],
): string[] {
  const slugs = new Set(types.map((type) => type.slug));
  return bodies
    .filter((body) => !slugs.has(body))
    .map((body) => `problems/${body}.mdx: no spec names the problem type ${body}`);
}

/**
 * RFC 9457: a type's `title` does not change from occurrence to occurrence, and neither does
 * its status. The catalogue shows one of each, so every example must agree with it.
 */
export function inconsistentExamples(types: readonly ProblemType[]): string[] {
  return types.flatMap((type) =>
    type.examples
      .filter((example) => example.body.title !== type.title || example.body.status !== type.status)
      .map(
        (example) =>
          `${example.source}: ${type.slug} is "${example.body.title}" ${example.body.status}; the other examples say "${type.title}" ${String(type.status)}`,
      ),
  );
}

/** Types without an example body or without an operation that returns them. */
export function incompleteTypes(types: readonly ProblemType[]): string[] {
  return types.flatMap((type) => [
    ...(type.examples.length === 0 ? [`${type.slug}: no problem+json example in the specs`] : []),
    ...(type.operations.length === 0
      ? [`${type.slug}: no operation's response or webhook example shows it`]
      : []),
  ]);
}

/**
 * `errors[].code` values of the examples that FieldError.code's description does not list: the
 * catalogue pages show the codes, and a client branches on them.
 */
export function undocumentedCodes(
  types: readonly ProblemType[],
  codeDescription: string,
): string[] {
  const documented = new Set(
    [...codeDescription.matchAll(/`([a-z][a-z0-9_]*)`/g)].map((match) => match[1]),
  );
  return types.flatMap((type) =>
    type.examples.flatMap((example) =>
      (example.body.errors ?? [])
        .filter((entry) => !documented.has(entry.code))
        .map(
          (entry) =>
            `${example.source}: errors[].code "${entry.code}" is not listed in FieldError.code`,
        ),
    ),
  );
}

/**
 * Responses whose description does not link the catalogue page of each problem type its
 * examples carry: the API reference is where a reader meets the error first.
 */
export function unlinkedResponses(
  responses: readonly ProblemResponse[],
  typeBase: string,
): string[] {
  return responses.flatMap((response) =>
    response.slugs
      .filter((slug) => !response.description.includes(`](${typeBase}${slug})`))
      .map(
        (slug) =>
          `${response.source}: description does not link ${slug} (${problemPagePath(slug)})`,
      ),
  );
}
