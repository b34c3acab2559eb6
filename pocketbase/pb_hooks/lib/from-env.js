// Settings read from the server's environment at every start (mail, ADR 0035; Google sign-in,
// ADR 0015). A setting that cannot be applied is logged and the server still starts: the stored
// settings stay as they were, and an admin may set them in the dashboard.

/** Applies `configure(app, getenv)` (true when it set anything) and logs what happened. */
function applyFromEnv(app, what, configure) {
  try {
    if (configure(app, (name) => $os.getenv(name))) {
      app.logger().info(`${what} configured from the environment`)
    }
  } catch (err) {
    app.logger().error(`${what} could not be configured`, 'error', String(err))
  }
}

module.exports = { applyFromEnv }
