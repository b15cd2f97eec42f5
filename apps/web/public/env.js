// Runtime settings: the start script rewrites this file from API_URL, so no rebuild is needed.
window.__ENV__ = { apiUrl: 'http://localhost:8081' };
