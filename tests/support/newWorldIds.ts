// A setup file of the emulator tests: runs before each test file, in the worker that keeps support/world.ts loaded
// across files, and gives the file organization ids of its own (see world.ts).
import { drawWorldIds } from './world';

drawWorldIds();
