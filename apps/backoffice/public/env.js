window.__ENV__ = { apiUrl: 'http://localhost:8081' };
