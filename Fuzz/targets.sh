#!/usr/bin/env bash
# Lists the fuzz targets, one a line, as Package.swift names their folders.
cd "$(dirname "$0")/Sources" && for folder in *; do
  case $folder in CFuzzDriver | FuzzSupport) ;; *) echo "$folder" ;; esac
done
