export declare function listMembers(env?: Record<string, string | undefined>): number;
export declare function monthSizes(env?: Record<string, string | undefined>): number[];
export declare function benchPlan(options: {
  requested: string[] | undefined;
  oneLane?: boolean;
  env?: Record<string, string | undefined>;
}): {
  main: { name: string; rows: string[]; env: Record<string, string>; after: string | null }[];
  side: { name: string; rows: string[]; env: Record<string, string>; after: string | null }[];
};
