/**
 * Makes DocSearch 3.9.0's "Unable to fetch results" screen reachable.
 *
 * The modal sets the autocomplete status to "error" in a `.catch` it attaches to the promise
 * returned by `searchClient.search()` (only for errors named `RetryError`), but
 * @algolia/autocomplete-core 1.17.9 resets the status to "idle" in a `finally` further down the
 * same chain, and React renders only the last state, so the screen never shows. The promises
 * this wrapper hands out run their `.catch` handlers one task later, after that `finally`, so
 * the status DocSearch sets is the one that stays. The rejection itself still flows down the
 * chain at once, and only the newest search may set the status, so a failure that arrives late
 * cannot cover newer results. The client itself is left as it is; nothing else changes.
 */

type SearchFunction = (...args: never[]) => Promise<unknown>;
type ClientWithSearch = { search: SearchFunction };

function deferCatchHandlers<T>(promise: Promise<T>, isLatest: () => boolean): Promise<T> {
  const deferred = promise.then((value) => value);
  Object.defineProperty(deferred, 'catch', {
    value<TResult = never>(
      onRejected?: ((reason: unknown) => TResult | PromiseLike<TResult>) | null,
    ) {
      return Promise.prototype.then.call(deferred, undefined, (reason: unknown) => {
        if (onRejected) {
          setTimeout(() => {
            if (!isLatest()) return;
            // DocSearch's handler rethrows after setting the status; that rethrow has no reader.
            Promise.resolve()
              .then(() => onRejected(reason))
              .catch(() => undefined);
          }, 0);
        }
        throw reason;
      });
    },
  });
  return deferred;
}

export function withVisibleSearchErrors<Client extends ClientWithSearch>(client: Client): Client {
  let latestCall = 0;
  const search = (...args: Parameters<Client['search']>) => {
    latestCall += 1;
    const call = latestCall;
    const promise = (
      client.search as (...params: Parameters<Client['search']>) => Promise<unknown>
    )(...args);
    return deferCatchHandlers(promise, () => call === latestCall);
  };
  return new Proxy(client, {
    get(target, property, receiver) {
      return property === 'search' ? search : Reflect.get(target, property, receiver);
    },
  });
}
