// Google sign-in configured from the server's environment (ADR 0015). Used by oauth2.pb.js.
//
// GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET turn the provider on. GOOGLE_AUTH_URL,
// GOOGLE_TOKEN_URL and GOOGLE_USERINFO_URL override Google's endpoints (tests point them at a
// local OAuth2 mock). With no client id the stored configuration is left as it is, so an admin
// may still configure Google in the dashboard.
function googleFromEnv(getenv) {
  const clientId = getenv('GOOGLE_CLIENT_ID')
  const clientSecret = getenv('GOOGLE_CLIENT_SECRET')
  if (!clientId || !clientSecret) return null
  const provider = { name: 'google', clientId: clientId, clientSecret: clientSecret, pkce: true }
  const overrides = {
    authURL: 'GOOGLE_AUTH_URL',
    tokenURL: 'GOOGLE_TOKEN_URL',
    userInfoURL: 'GOOGLE_USERINFO_URL',
  }
  for (const key of Object.keys(overrides)) {
    const value = getenv(overrides[key])
    if (value) provider[key] = value
  }
  return provider
}

function configureGoogle(app, getenv) {
  const google = googleFromEnv(getenv)
  if (!google) return false
  const users = app.findCollectionByNameOrId('users')
  const current = JSON.parse(JSON.stringify(users.oauth2))
  const others = (current.providers || []).filter((p) => p.name !== 'google')
  // unmarshal fills the Go struct from plain JSON; the name and photo come from Google.
  unmarshal(
    {
      oauth2: {
        enabled: true,
        mappedFields: { id: '', name: 'name', username: '', avatarURL: 'avatar' },
        providers: others.concat([google]),
      },
    },
    users,
  )
  app.save(users)
  return true
}

module.exports = { configureGoogle, googleFromEnv }
