import { describe, expect, it } from 'vitest';
import { descendantsOf, parseProcessTable, stillRunning } from './processTree.mjs';

// firebase (200) started a Java emulator (300, which has a thread helper 301) and a functions worker (400).
const PS = `    1     0 Ss   init
  100     1 S    node
  200   100 Sl   node
  300   200 Sl   java
  301   300 S    java
  400   200 Z    node
  500     1 S    java
`;

describe('process tree', () => {
  const table = parseProcessTable(PS);

  it('reads ps output and leaves zombies out', () => {
    expect(table.map((p) => p.pid)).toEqual([1, 100, 200, 300, 301, 500]);
    expect(table.find((p) => p.pid === 300)).toEqual({ pid: 300, ppid: 200, command: 'java' });
  });

  it('finds every process below a pid, not the others', () => {
    expect(descendantsOf(200, table).map((p) => p.pid)).toEqual([300, 301]);
    expect(descendantsOf(100, table).map((p) => p.pid)).toEqual([200, 300, 301]);
    expect(descendantsOf(300, table).map((p) => p.pid)).toEqual([301]);
    expect(descendantsOf(999, table)).toEqual([]);
  });

  it('a remembered process counts as running only while its pid runs the same program', () => {
    const remembered = [
      { pid: 300, ppid: 200, command: 'java' },
      { pid: 301, ppid: 300, command: 'java' },
    ];
    // 200 ended: 300 was re-parented to init and still runs; 301 ended and its pid now runs a shell
    const later = parseProcessTable('  300     1 Sl   java\n  301     1 S    bash\n');
    expect(stillRunning(remembered, later)).toEqual([remembered[0]]);
  });
});
