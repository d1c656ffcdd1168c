// deploy/nginx.conf as shipped, turned into a whole nginx.conf that runs unprivileged on this
// machine: the app on 127.0.0.1:<appPort>, the site (plain HTTP instead of TLS) on <cachePort>,
// cache, logs, temp files and pid under <work>, and, with <filePort>, one more server that
// answers / from <work>/static/index.html. Used by the throughput script and the cache test.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * @param {{ root: string, work: string, appPort: number, cachePort: number, filePort?: number }} options
 * @returns {string}
 */
export function localNginxConfig({ root, work, appPort, cachePort, filePort }) {
  let conf = readFileSync(join(root, 'deploy/nginx.conf'), 'utf8');
  const replace = (pattern, value) => {
    if (!pattern.test(conf)) throw new Error(`deploy/nginx.conf no longer has ${pattern}`);
    conf = conf.replace(pattern, value);
  };
  replace(/# BEGIN http-redirect[\s\S]*# END http-redirect/, '');
  replace(
    /upstream autosites_app \{[\s\S]*?keepalive/,
    `upstream autosites_app {\n    server 127.0.0.1:${appPort};\n    keepalive`,
  );
  replace(/\/var\/cache\/nginx\/autosites/, join(work, 'cache'));
  replace(/\/var\/log\/nginx\/autosites\.json\.log/, join(work, 'access.log'));
  replace(
    / {4}listen 443 ssl http2;\n {4}listen \[::\]:443 ssl http2;/,
    `    listen 127.0.0.1:${cachePort};`,
  );
  replace(/^\s*ssl_.*;$/gm, '');
  const fileServer =
    filePort === undefined
      ? ''
      : `    # The same HTML from a file.
    server {
        listen 127.0.0.1:${filePort};
        access_log off;
        location = / { root ${join(work, 'static')}; try_files /index.html =404; }
    }
`;
  return `worker_processes 1;
pid ${join(work, 'nginx.pid')};
error_log ${join(work, 'error.log')} warn;
events { worker_connections 1024; }
http {
    include /etc/nginx/mime.types;
    client_body_temp_path ${work}/body;
    proxy_temp_path ${work}/proxy;
    access_log off;
${conf}
${fileServer}}
`;
}
