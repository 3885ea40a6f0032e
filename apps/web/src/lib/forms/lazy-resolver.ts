import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form resolver that loads its validation (the shared zod schema and the zod resolver) when the form validates
 * for the first time, not with the page: on the public pages' first load zod would be a fifth of the JavaScript.
 * The loaded resolver is kept for every later validation.
 */
export function lazyResolver<TInput extends FieldValues, TContext = unknown, TOutput = TInput>(
  load: () => Promise<Resolver<TInput, TContext, TOutput>>,
): Resolver<TInput, TContext, TOutput> {
  let loading: Promise<Resolver<TInput, TContext, TOutput>> | undefined;
  return async (values, context, options) => {
    loading ??= load();
    const resolver = await loading;
    return resolver(values, context, options);
  };
}
