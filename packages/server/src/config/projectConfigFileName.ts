/** The project config file that `sluice start` and `sluice sandbox up` read from the working folder when present. */
export const projectConfigFileName = 'sluice.project.json'
