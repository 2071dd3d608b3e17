#!/usr/bin/env node
import { runCli } from './cli/runCli.js'

// A failed command exits at once (a sandbox it started stops with it); a finished one when its work is done.
const exitCode = await runCli({ argv: process.argv.slice(2) })
if (exitCode !== 0) process.exit(exitCode)
