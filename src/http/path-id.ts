/** The validated `{id}` path parameter of the operation. */
export function pathId(ctx: { state: { input: { params: { id: string } } } }): string {
  return ctx.state.input.params.id;
}
