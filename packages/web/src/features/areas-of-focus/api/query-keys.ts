/**
 * Every areas-of-focus query starts with `areas-of-focus`: the client's assigned program, the
 * areas a client may pick from, and the areas a coach sees of a program (settings).
 */
export const areasOfFocusQueryKeys = {
  all: ['areas-of-focus'] as const,
  assignedProgram: () => [...areasOfFocusQueryKeys.all, 'assigned-program'] as const,
  toPick: (programId: number) => [...areasOfFocusQueryKeys.all, 'to-pick', programId] as const,
  ofProgram: (programId: number) => [...areasOfFocusQueryKeys.all, 'program', programId] as const,
};
