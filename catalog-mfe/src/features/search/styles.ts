// The search screen's own sx (the shared ones are in common/styles.ts).

export const placeholder = { bgcolor: 'action.hover', borderRadius: 1 } as const;
