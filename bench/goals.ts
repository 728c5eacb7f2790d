// The goals the benchmarks are held to, each with its figure and whether it is met, printed again together at the end of `npm run bench`.

export interface Goal {
  name: string;
  figure: string;
  met: boolean;
}

const goals: Goal[] = [];

/** Notes a goal's outcome; returns the words a report line ends with. */
export function judge(name: string, figure: string, met: boolean): string {
  goals.push({ name, figure, met });
  return met ? 'met' : 'NOT MET';
}

/** Every goal judged in this process, one line each. */
export function printGoals(): void {
  if (goals.length === 0) return;
  console.log('goals of this run:');
  for (const g of goals) console.log(`  ${g.met ? 'met    ' : 'NOT MET'}  ${g.name}: ${g.figure}`);
}
