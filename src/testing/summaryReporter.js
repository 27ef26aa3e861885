// Prints the line CI reads, "N passed, N failed"; when $TEST_SUMMARY_FILE is set it appends the
// counts there instead, so .ci/run can add up several runs into one line.
const fs = require('node:fs');

class SummaryReporter {
  onRunComplete(_contexts, results) {
    const passed = results.numPassedTests;
    // A suite that failed to run (syntax error, failed setup) counts as a failure too.
    const failed = results.numFailedTests + results.numRuntimeErrorTestSuites;
    if (process.env.TEST_SUMMARY_FILE) {
      fs.appendFileSync(process.env.TEST_SUMMARY_FILE, `${passed} ${failed}\n`);
    } else {
      process.stdout.write(`\n${passed} passed, ${failed} failed\n`);
    }
  }
}

module.exports = SummaryReporter;
