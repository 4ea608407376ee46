export declare function runSchedule(name: string, options?: { functionsUrl?: string; scheduleTime?: Date }): Promise<void>;
export declare function parseSchedule(schedule: string): (at: { hour: number; minute: number }) => boolean;
export declare function wallClock(date: Date, timeZone: string): { hour: number; minute: number };
export declare function scheduledFunctions(
  root: string,
): Promise<{ name: string; schedule: string; timeZone: string; runsAt: (at: { hour: number; minute: number }) => boolean }[]>;
