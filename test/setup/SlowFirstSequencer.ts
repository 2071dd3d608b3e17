import { relative } from 'node:path'
import { BaseSequencer, type TestSpecification } from 'vitest/node'
import { slowTestFiles } from './slowTestFiles.js'

/**
 * Vitest's order (by project, then the last run's durations, else file size), with the files of
 * `slowTestFiles` first in their project, in that list's order: without a last run (a fresh
 * clone, CI) the slowest files would otherwise start wherever their size puts them.
 */
export class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    const rank = (file: TestSpecification) => {
      const index = slowTestFiles.indexOf(relative(this.ctx.config.root, file.moduleId))
      return index === -1 ? slowTestFiles.length : index
    }
    // A stable sort within each project: the projects keep their order, the rest of each theirs.
    const projects = [...new Set(sorted.map((file) => file.project.name))]
    return projects.flatMap((name) => sorted.filter((file) => file.project.name === name).sort((a, b) => rank(a) - rank(b)))
  }
}
