/**
 * A remote activity in the first of the two releases that turn its positional arguments into one object
 * (docs/versioning.md#activity-arguments): it runs on the object, and still takes the positional list that this
 * release's workflows and the last one's send. The two are told apart by the first argument: the object is the only
 * argument, while a positional call starts with a value (an id, a number) or with a context object followed by more.
 * `fromPositional` names the old arguments in the object; the release after the workflows send objects removes it.
 */
export function objectOrPositional<Positional extends unknown[], Input extends object, Result>(
  fromPositional: (...positional: Positional) => Input,
  run: (input: Input) => Result,
): (...args: [input: Input] | Positional) => Result {
  return (...args) => run(isObjectShape<Input>(args) ? args[0] : fromPositional(...(args as Positional)));
}

function isObjectShape<Input extends object>(args: unknown[]): args is [Input] {
  const [first] = args;
  return args.length === 1 && typeof first === 'object' && first !== null && !Array.isArray(first);
}
